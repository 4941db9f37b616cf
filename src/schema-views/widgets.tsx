// The registered custom form widgets (x-widget) that several areas share: the account's store list, the role
// select, the privilege tree, the map position picker, the layout and a store of the session (the shared
// filter inputs are in list/filterInputs.tsx). Area-specific ones (prInfo entries, family product codes) are
// registered by their area.
import { MapPositionInput } from '../maps/MapPositionInput';
import { PrivilegeTreeInput } from '../roles/PrivilegeTreeInput';
import { LayoutSelectInput } from './inputs/LayoutSelectInput';
import { RoleSelectInput } from './inputs/RoleSelectInput';
import { StoreListInput, StoreSelectInput } from './inputs/StoreListInput';
import { registerWidget } from './registry';

registerWidget('storeList', ({ name }) => [<StoreListInput key={name} source={name} />]);
registerWidget('roleSelect', ({ name }) => [<RoleSelectInput key={name} source={name} />]);
registerWidget('privilegeTree', ({ name }) => [<PrivilegeTreeInput key={name} source={name} />]);
registerWidget('mapPosition', ({ name }) => [<MapPositionInput key={name} source={name} />]);
registerWidget('layoutSelect', (field, _operation, options = {}) => [
  <LayoutSelectInput
    key={field.name}
    source={field.name}
    label={field.label ?? field.name}
    options={options}
  />,
]);
registerWidget('sessionStore', (field, _operation, options = {}) => [
  <StoreSelectInput key={field.name} source={field.name} label={field.label} options={options} />,
]);
