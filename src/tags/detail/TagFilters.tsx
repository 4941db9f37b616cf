// Filters of the tag detail table (doc 1 §2.8), all applied by the server: status (NG = the site's NG group),
// tag type, battery status, product code, tag ID, gateway and an updatedAt range (sent as epoch seconds).
import { Button, MenuItem } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useAppPermissions } from '../../auth/usePermissionsOf';
import { FilterBar, FilterDateTime, FilterSelect, FilterText, localToEpoch } from '../../layout/filterBar';
import { siteRules } from '../../domain/siteRules';
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

/** The search body's filter fields of a filter state. */
export function filterBody(f: TagFilterState): Record<string, unknown> {
  return {
    filter_status: f.status || undefined,
    filter_tagType: f.tagType || undefined,
    filter_battStatus: f.battStatus || undefined,
    filter_prCode: f.prCode.trim() || undefined,
    filter_tagId: f.tagId.trim() || undefined,
    filter_gwMac: f.gwMac || undefined,
    filter_startDate: localToEpoch(f.from),
    filter_endDate: localToEpoch(f.to),
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
  const field = (name: keyof TagFilterState, width: number) => ({
    label: f(name),
    value: value[name],
    onChange: (next: string) => onChange({ ...value, [name]: next }),
    width,
  });
  const allLabel = translate('app.maps.all');
  return (
    <FilterBar testId="tag-filters">
      <FilterSelect
        {...field('status', 150)}
        allLabel={allLabel}
        options={TAG_STATUSES.filter((s) => s !== 'NG').map(
          (s) => [s, tagStatusLabel(s, rules.missingTagLabel)] as const,
        )}
        data-testid="filter-status"
      >
        <MenuItem value={NG_GROUP}>
          {translate('app.tagStatus.ngGroup', {
            statuses: rules.ngFilterStatuses.map((s) => tagStatusLabel(s, rules.missingTagLabel)).join(', '),
          })}
        </MenuItem>
      </FilterSelect>
      <FilterSelect
        {...field('tagType', 150)}
        allLabel={allLabel}
        options={tagTypes.map((t) => [t, t] as const)}
        data-testid="filter-type"
      />
      <FilterSelect
        {...field('battStatus', 150)}
        allLabel={allLabel}
        options={['GOOD', 'LOW'].map((s) => [s, translate(`app.tagStatus.battery.${s}`)] as const)}
        data-testid="filter-battery"
      />
      <FilterText {...field('prCode', 160)} inputTestId="filter-prcode" />
      <FilterText {...field('tagId', 150)} inputTestId="filter-tagid" />
      {gateways ? (
        <FilterSelect
          {...field('gwMac', 190)}
          allLabel={allLabel}
          options={gateways.map((g) => [g, g] as const)}
          data-testid="filter-gateway"
        />
      ) : (
        <FilterText {...field('gwMac', 190)} />
      )}
      <FilterDateTime
        {...field('from', 230)}
        label={translate('app.tagStatus.from')}
        inputTestId="filter-from"
      />
      <FilterDateTime {...field('to', 230)} label={translate('app.tagStatus.to')} inputTestId="filter-to" />
      <Button size="small" onClick={() => onChange(EMPTY_FILTERS)} data-testid="filter-clear">
        {translate('app.tagStatus.clearFilters')}
      </Button>
    </FilterBar>
  );
}
