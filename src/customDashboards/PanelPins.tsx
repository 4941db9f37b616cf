// What a panel reads instead of the dashboard's variables (issue 26 §5: every panel follows the store and time range
// variables "unless it pins its own"): its own stores (none picked = every store the viewer may see) and its own
// time range; and the pin shown on the panel's header, with what it pins.
import PushPinIcon from '@mui/icons-material/PushPin';
import { Checkbox, FormControlLabel, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatDateTime } from '../i18n/format';
import type { Panel } from './api';
import type { Range } from './model';
import { RangePicker } from './RangePicker';
import { StorePicker } from './StorePicker';

type Options = NonNullable<Panel['options']>;
type Translate = (key: string, options?: object) => string;

/** a range in words: "Last 7 days", or "from – to" (an open end "now") */
export function rangeText(translate: Translate, range: Range): string {
  if (range.last) return translate(`app.customDashboards.ranges.${range.last}`);
  const now = translate('app.customDashboards.untilNow');
  return `${range.from ? formatDateTime(range.from) : '…'} – ${range.to ? formatDateTime(range.to) : now}`;
}

/** what a panel pins, in words; undefined when it follows the dashboard */
export function pinsText(translate: Translate, options: Panel['options']): string | undefined {
  const t = (key: string, values?: object) => translate(`app.customDashboards.${key}`, values);
  const parts: string[] = [];
  if (options?.pinStores)
    parts.push(
      t('pinnedStores', {
        stores: options.pinStores.length ? options.pinStores.join(', ') : t('allStores'),
      }),
    );
  if (options?.pinRange) parts.push(t('pinnedRange', { range: rangeText(translate, options.pinRange) }));
  return parts.length ? parts.join(' · ') : undefined;
}

/** the pin icon of a panel that pins its stores or range, its tooltip (and accessible name) saying what */
export function PinBadge({ panel }: { panel: Panel }) {
  const translate = useTranslate();
  const text = pinsText(translate, panel.options);
  if (!text) return null;
  return (
    <Tooltip title={text}>
      <PushPinIcon
        fontSize="small"
        color="action"
        role="img"
        aria-label={text}
        aria-hidden={false}
        data-testid="panel-pinned"
        sx={{ mx: 0.5 }}
      />
    </Tooltip>
  );
}

export function PanelPins({
  options,
  onChange,
}: {
  options: Options;
  onChange: (change: Partial<Options>) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.editor.${key}`);
  const pinned = options.pinStores !== undefined;
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <FormControlLabel
        control={
          <Checkbox
            checked={pinned}
            onChange={(event) => onChange({ pinStores: event.target.checked ? [] : undefined })}
            slotProps={{ input: { 'data-testid': 'editor-pin-stores-on' } as object }}
          />
        }
        label={t('pinStores')}
      />
      {pinned && (
        <StorePicker
          value={options.pinStores ?? []}
          onChange={(pinStores) => onChange({ pinStores })}
          label={t('panelStores')}
          testId="editor-pin-stores"
        />
      )}
      <RangePicker
        value={options.pinRange}
        onChange={(pinRange) => onChange({ pinRange })}
        label={t('pinRange')}
        testId="editor-pin-range"
        followLabel={t('followDashboard')}
      />
    </Stack>
  );
}
