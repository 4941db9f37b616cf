// Sidebar (doc 1 §2.2): the areas' menu entries (src/areas.ts) that the user may read.
import { Menu } from 'react-admin';
import { can, isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { MENU } from '../areas';
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
      {MENU.filter(
        (entry) => can(permissions, entry.privilege, 'read') && (!entry.superOnly || isSuper(permissions)),
      ).map((entry) => (
        <Menu.Item
          key={entry.path}
          to={entry.path}
          primaryText={entry.label}
          leftIcon={<entry.icon />}
          data-testid={`menu-${entry.name}`}
        />
      ))}
    </Menu>
  );
}
