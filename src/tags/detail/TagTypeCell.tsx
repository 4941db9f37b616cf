// The type column of the tag table: the type code, its size in inches and its features (doc 1 §9).
import NfcIcon from '@mui/icons-material/Nfc';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import PaletteIcon from '@mui/icons-material/Palette';
import { Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TagFeature } from '../../../domain/tagTypes';
import type { TagTypeInfo } from '../../../domain/generated/calls';

const ICONS: Record<TagFeature, typeof NfcIcon> = {
  LED: LightbulbIcon,
  COLOR: PaletteIcon,
  NFC: NfcIcon,
  FREEZER: AcUnitIcon,
};

export function TagTypeCell({ tagType, info }: { tagType: string | null; info: TagTypeInfo | undefined }) {
  const translate = useTranslate();
  if (!tagType) return null;
  return (
    <Stack direction="row" spacing={0.75} alignItems="center" data-testid="tag-type">
      <Typography variant="body2" component="span">
        {tagType}
      </Typography>
      {info && (
        <>
          <Typography variant="body2" component="span" color="text.secondary" data-testid="tag-size">
            {info.size}″
          </Typography>
          {info.features.map((feature) => {
            const Icon = ICONS[feature];
            const label = translate(`app.tagStatus.feature.${feature}`);
            return (
              <Tooltip key={feature} title={label}>
                <Icon
                  fontSize="inherit"
                  aria-label={label}
                  data-feature={feature}
                  sx={{ color: 'text.secondary' }}
                />
              </Tooltip>
            );
          })}
        </>
      )}
    </Stack>
  );
}
