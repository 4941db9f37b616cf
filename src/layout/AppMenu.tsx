// Sidebar (doc 1 §2.2): only areas that exist and that the user may read.
import { Menu } from 'react-admin';
import { can, isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { AREAS } from '../areas';
import { ChartDeferral, DeferredMount } from './DeferredMount';

/** the sidebar's entries come after the page's first render (DeferredMount.tsx) */
export function AppMenu() {
  return (
    <ChartDeferral.Provider value={true}>
      <DeferredMount>
        <AreaEntries />
      </DeferredMount>
    </ChartDeferral.Provider>
  );
}

function AreaEntries() {
  const { permissions } = useAppPermissions();
  return (
    <Menu>
      {AREAS.filter(
        (area) => can(permissions, area.privilege, 'read') && (!area.superOnly || isSuper(permissions)),
      ).map((area) => (
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
