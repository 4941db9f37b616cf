// Sidebar (doc 1 §2.2): only areas that exist and that the user may read.
import { Menu } from 'react-admin';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { AREAS } from '../areas';

export function AppMenu() {
  const { permissions } = useAppPermissions();
  return (
    <Menu>
      {AREAS.filter((area) => can(permissions, area.privilege, 'read')).map((area) => (
        <Menu.Item
          key={area.path}
          to={area.path}
          primaryText={area.label}
          leftIcon={<area.icon />}
          data-testid={`menu-${area.name}`}
        />
      ))}
    </Menu>
  );
}
