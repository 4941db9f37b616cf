// The registered custom form widgets (x-widget) that several areas share: the account's store list, the role
// select, the privilege tree, the map position picker (the shared filter inputs are in list/filterInputs.tsx).
// Area-specific ones (prInfo entries, layout select) are registered by their area.
import { MapPositionInput } from '../maps/MapPositionInput';
import { PrivilegeTreeInput } from '../roles/PrivilegeTreeInput';
import { RoleSelectInput } from './inputs/RoleSelectInput';
import { StoreListInput } from './inputs/StoreListInput';
import { registerWidget } from './registry';

registerWidget('storeList', ({ name }) => [<StoreListInput key={name} source={name} />]);
registerWidget('roleSelect', ({ name }) => [<RoleSelectInput key={name} source={name} />]);
registerWidget('privilegeTree', ({ name }) => [<PrivilegeTreeInput key={name} source={name} />]);
registerWidget('mapPosition', ({ name }) => [<MapPositionInput key={name} source={name} />]);
