// The registered custom form widgets (x-widget) and filter inputs (x-list.filters[].widget) that several areas
// share: the account's store list, the role select, the privilege tree, the map position picker, and the
// session's stores as a filter. Area-specific ones (prInfo entries, layout select) are registered by their area.
import { useTranslate } from 'ra-core';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { FilterSelect } from '../layout/filterBar';
import { MapPositionInput } from '../maps/MapPositionInput';
import { PrivilegeTreeInput } from '../roles/PrivilegeTreeInput';
import { RoleSelectInput } from './inputs/RoleSelectInput';
import { StoreListInput } from './inputs/StoreListInput';
import { registerFilterInput, registerWidget, type FilterInputProps } from './registry';

registerWidget('storeList', ({ name }) => [<StoreListInput key={name} source={name} />]);
registerWidget('roleSelect', ({ name }) => [<RoleSelectInput key={name} source={name} />]);
registerWidget('privilegeTree', ({ name }) => [<PrivilegeTreeInput key={name} source={name} />]);
registerWidget('mapPosition', ({ name }) => [<MapPositionInput key={name} source={name} />]);

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
registerFilterInput('sessionStore', SessionStoreFilter);
