// The registered filter inputs (x-list.filters[].widget) that several lists share, available to every schema
// list: the session's stores, a device's status (normal, offline, alarm) labelled as on the store maps, the
// layouts, and a local date and time (the range parameters startDate / endDate).
import { useTranslate } from 'ra-core';
import { useAppPermissions } from '../../auth/usePermissionsOf';
import { FilterDateTime, FilterSelect } from '../../layout/filterBar';
import { GATEWAY_STATUS_VOCABULARY } from '../../maps/types';
import { useLayoutNames } from '../../providers/sharedQueries';
import { registerFilterInput, type FilterInputProps } from '../registry';

/** the stores of the session, "all" first */
export function SessionStoreFilter({ testId, ...props }: FilterInputProps) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  return (
    <FilterSelect
      {...props}
      width={160}
      allLabel={translate('app.maps.all')}
      options={(permissions?.store ?? []).map((code) => [code, code] as const)}
      data-testid={testId}
    />
  );
}

/** normal, offline, alarm, "all" first */
export function GatewayStatusFilter({ testId, ...props }: FilterInputProps) {
  const translate = useTranslate();
  const { statuses, labelKey } = GATEWAY_STATUS_VOCABULARY;
  return (
    <FilterSelect
      {...props}
      width={160}
      allLabel={translate('app.maps.all')}
      options={statuses.map((s) => [s, translate(labelKey(s))] as const)}
      data-testid={testId}
    />
  );
}

registerFilterInput('sessionStore', SessionStoreFilter);
registerFilterInput('gatewayStatus', GatewayStatusFilter);

/** the layouts of GET /layout/name, "all" first */
function LayoutFilter({ testId, ...props }: FilterInputProps) {
  const translate = useTranslate();
  const layouts = useLayoutNames();
  return (
    <FilterSelect
      {...props}
      width={220}
      allLabel={translate('app.maps.all')}
      options={layouts.map((l) => [l.layoutId, `${l.layoutId} · ${l.name}`] as const)}
      data-testid={testId}
    />
  );
}
registerFilterInput('layoutSelect', LayoutFilter);

/** sent as epoch seconds (searchBody) */
registerFilterInput('dateTime', ({ testId, ...props }: FilterInputProps) => (
  <FilterDateTime {...props} width={200} inputTestId={testId} />
));
