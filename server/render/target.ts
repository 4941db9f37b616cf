// The panel a label is drawn for: resolution and colours of its tag type (server/tags/tagTypes.ts, the one
// table of doc 1 §9), and the layout size family it belongs to.
import type { Layout } from '../../domain/generated/types.ts';
import { decodeTagType } from '../tags/tagTypes.ts';
import { oeplPanel } from '../oepl/tagTypes.ts';
import { accentOf, type Accent } from './palette.ts';

/** Used when a type code is unknown (or absent, for a product preview): the common 2.90" colour label. */
export const DEFAULT_TAG_TYPE = 'B290';

export type SizeFamily = Layout['family'];

export interface LabelTarget {
  tagType: string;
  width: number;
  height: number;
  accent?: Accent;
  family: SizeFamily;
}

/** Size families by diagonal: small up to 2.13", medium 2.66" and 2.90", large 3.10" and 4.20", xlarge above. */
export function familyOfSize(inches: number): SizeFamily {
  if (inches < 2.5) return 'small';
  if (inches < 3) return 'medium';
  if (inches < 5) return 'large';
  return 'xlarge';
}

export function labelTarget(tagType: string | null | undefined): LabelTarget {
  // an OpenEPaperLink tag (OEPL-<hwType>): its panel's own size and colours (server/oepl/tagTypes.ts)
  const oepl = oeplPanel(tagType);
  if (oepl) {
    return {
      tagType: tagType!.trim().toUpperCase(),
      width: oepl.width,
      height: oepl.height,
      accent: oepl.accent ?? undefined,
      family: familyOfSize(oepl.inches),
    };
  }
  const info = decodeTagType(tagType) ?? decodeTagType(DEFAULT_TAG_TYPE)!;
  return {
    tagType: info.tagType,
    width: info.resolution.width,
    height: info.resolution.height,
    accent: accentOf(info),
    family: familyOfSize(Number.parseFloat(info.size)),
  };
}
