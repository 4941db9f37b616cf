// The registered filter inputs (x-list.filters[].widget) that several lists share, available to every schema
// list: the session's stores, and a device's status (normal, offline, alarm) labelled as on the store maps.
import { useTranslate } from 'ra-core';
import { useAppPermissions } from '../../auth/usePermissionsOf';
import { FilterSelect } from '../../layout/filterBar';
import { GATEWAY_STATUS_VOCABULARY } from '../../maps/types';
import { registerFilterInput, type FilterInputProps } from '../registry';

/** the stores of the session, "all" first */
export function SessionStoreFilter(props: FilterInputProps) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  return (
    <FilterSelect
      {...props}
      width={160}
      allLabel={translate('app.maps.all')}
      options={(permissions?.store ?? []).map((code) => [code, code] as const)}
      data-testid={props.testId}
    />
  );
}

/** normal, offline, alarm, "all" first */
export function GatewayStatusFilter(props: FilterInputProps) {
  const translate = useTranslate();
  const { statuses, labelKey } = GATEWAY_STATUS_VOCABULARY;
  return (
    <FilterSelect
      {...props}
      width={160}
      allLabel={translate('app.maps.all')}
      options={statuses.map((s) => [s, translate(labelKey(s))] as const)}
      data-testid={props.testId}
    />
  );
}

registerFilterInput('sessionStore', SessionStoreFilter);
registerFilterInput('gatewayStatus', GatewayStatusFilter);
