// Filters of the tag detail table (doc 1 §2.8), all applied by the server: status (NG = the site's NG group),
// tag type, battery status, product code, tag ID, gateway and an updatedAt range (sent as epoch seconds).
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useAppPermissions } from '../../auth/usePermissionsOf';
import { siteRules } from '../../site/siteRules';
import { TAG_STATUSES, tagStatusLabel } from '../TagStatusChip';

export interface TagFilterState {
  status: string;
  tagType: string;
  battStatus: string;
  prCode: string;
  tagId: string;
  gwMac: string;
  /** datetime-local values (local time) */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: TagFilterState = {
  status: '',
  tagType: '',
  battStatus: '',
  prCode: '',
  tagId: '',
  gwMac: '',
  from: '',
  to: '',
};

/** The `NG` option: the site's NG group (croma adds REQ_ONLY, REQ_ONLY2 and MISSING). */
export const NG_GROUP = 'NG';

const epoch = (local: string) => (local ? Math.floor(new Date(local).getTime() / 1000) : undefined);

/** The search body's filter fields of a filter state. */
export function filterBody(f: TagFilterState): Record<string, unknown> {
  return {
    filter_status: f.status || undefined,
    filter_tagType: f.tagType || undefined,
    filter_battStatus: f.battStatus || undefined,
    filter_prCode: f.prCode.trim() || undefined,
    filter_tagId: f.tagId.trim() || undefined,
    filter_gwMac: f.gwMac || undefined,
    filter_startDate: epoch(f.from),
    filter_endDate: epoch(f.to),
  };
}

export function TagFilters({
  value,
  onChange,
  tagTypes,
  gateways,
}: {
  value: TagFilterState;
  onChange: (next: TagFilterState) => void;
  tagTypes: string[];
  gateways: string[] | undefined;
}) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const rules = siteRules(permissions?.systemConfig);
  const f = (field: string) => translate(`resources.tags.fields.${field}`);
  const set = (field: keyof TagFilterState) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const all = <MenuItem value="">{translate('app.maps.all')}</MenuItem>;
  const select = { size: 'small', select: true, fullWidth: false, sx: { width: 150 } } as const;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      flexWrap="wrap"
      sx={{ mb: 1.5 }}
      data-testid="tag-filters"
    >
      <TextField
        {...select}
        label={f('status')}
        value={value.status}
        onChange={set('status')}
        data-testid="filter-status"
      >
        {all}
        <MenuItem value={NG_GROUP}>
          {translate('app.tagStatus.ngGroup', {
            statuses: rules.ngFilterStatuses.map((s) => tagStatusLabel(s, rules.missingTagLabel)).join(', '),
          })}
        </MenuItem>
        {TAG_STATUSES.filter((s) => s !== 'NG').map((s) => (
          <MenuItem key={s} value={s}>
            {tagStatusLabel(s, rules.missingTagLabel)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={f('tagType')}
        value={value.tagType}
        onChange={set('tagType')}
        data-testid="filter-type"
      >
        {all}
        {tagTypes.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={f('battStatus')}
        value={value.battStatus}
        onChange={set('battStatus')}
        data-testid="filter-battery"
      >
        {all}
        {['GOOD', 'LOW'].map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`app.tagStatus.battery.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={f('prCode')}
        value={value.prCode}
        onChange={set('prCode')}
        slotProps={{ htmlInput: { 'data-testid': 'filter-prcode' } }}
        fullWidth={false}
        sx={{ width: 160 }}
      />
      <TextField
        size="small"
        label={f('tagId')}
        value={value.tagId}
        onChange={set('tagId')}
        slotProps={{ htmlInput: { 'data-testid': 'filter-tagid' } }}
        fullWidth={false}
        sx={{ width: 150 }}
      />
      {gateways ? (
        <TextField
          {...select}
          label={f('gwMac')}
          value={value.gwMac}
          onChange={set('gwMac')}
          data-testid="filter-gateway"
          sx={{ width: 190 }}
        >
          {all}
          {gateways.map((g) => (
            <MenuItem key={g} value={g}>
              {g}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          size="small"
          label={f('gwMac')}
          value={value.gwMac}
          onChange={set('gwMac')}
          fullWidth={false}
          sx={{ width: 190 }}
        />
      )}
      <TextField
        size="small"
        type="datetime-local"
        fullWidth={false}
        sx={{ width: 230 }}
        label={translate('app.tagStatus.from')}
        value={value.from}
        onChange={set('from')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': 'filter-from' } }}
      />
      <TextField
        size="small"
        type="datetime-local"
        fullWidth={false}
        sx={{ width: 230 }}
        label={translate('app.tagStatus.to')}
        value={value.to}
        onChange={set('to')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': 'filter-to' } }}
      />
      <Button size="small" onClick={() => onChange(EMPTY_FILTERS)} data-testid="filter-clear">
        {translate('app.tagStatus.clearFilters')}
      </Button>
    </Stack>
  );
}
