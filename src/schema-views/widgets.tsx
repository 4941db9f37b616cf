// The registered custom form widgets (x-widget) and filter inputs (x-list.filters[].widget) that several areas
// share: the account's store list, the role select, the privilege tree, the map position (a latitude and
// longitude pair until the maps work registers its picker under the same name), and the session's stores as a
// filter. Area-specific ones (prInfo entries, layout select) are registered by their area.
import { NumberInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Stack } from '@mui/material';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { FilterSelect } from '../layout/filterBar';
import { PrivilegeTreeInput } from '../roles/PrivilegeTreeInput';
import { RoleSelectInput } from './inputs/RoleSelectInput';
import { StoreListInput } from './inputs/StoreListInput';
import { registerFilterInput, registerWidget, type FilterInputProps } from './registry';

registerWidget('storeList', ({ name }) => [<StoreListInput key={name} source={name} />]);
registerWidget('roleSelect', ({ name }) => [<RoleSelectInput key={name} source={name} />]);
registerWidget('privilegeTree', ({ name }) => [<PrivilegeTreeInput key={name} source={name} />]);
registerWidget('mapPosition', ({ name }) => [
  <Stack key={name} direction="row" spacing={2} data-testid={`${name}-position`}>
    <NumberInput source={`${name}.latitude`} label="app.map.latitude" min={-90} max={90} />
    <NumberInput source={`${name}.longitude`} label="app.map.longitude" min={-180} max={180} />
  </Stack>,
]);

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
