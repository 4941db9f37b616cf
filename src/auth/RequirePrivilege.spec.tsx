// One refusal for a page the user may not see: without read privilege on its area, or for a store outside the
// account's store list (the route's :storeCode), every guarded page shows the no-access page and never loads
// (no 'Error / Permission denied.' dialog over an empty table on some pages and a no-access page on others).
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import type { Permissions } from './privileges';
import { guarded } from './RequirePrivilege';

const manager: Permissions = {
  role_id: 2,
  privilege: { sensor: { read: true, write: false }, paper: { read: true, write: true } },
  store: ['KR001'],
  systemConfig: {},
  enableWholeStore: false,
};

const Page = () => <p>the page</p>;
const routes = ['/sensor/detail/:storeCode', '/paper/task/:storeCode/:taskId', '/sensor'];

function show(path: string, permissions: Permissions) {
  const Guarded = guarded(path.startsWith('/paper') ? 'paper' : 'sensor', Page);
  renderWithAdmin(
    <Routes>
      {routes.map((route) => (
        <Route key={route} path={route} element={<Guarded />} />
      ))}
    </Routes>,
    { path, permissions },
  );
}

describe('guarded pages', () => {
  it.each(['/sensor/detail/JP002', '/paper/task/JP002/7'])(
    '%s of another store shows no access',
    async (path) => {
      show(path, manager);
      expect(await screen.findByTestId('no-access')).toBeTruthy();
      expect(screen.queryByText('the page')).toBeNull();
    },
  );

  it.each(['/sensor/detail/KR001', '/paper/task/KR001/7', '/sensor'])(
    '%s of the own stores shows the page',
    async (path) => {
      show(path, manager);
      expect(await screen.findByText('the page')).toBeTruthy();
    },
  );

  it('shows another store to an account that sees every store', async () => {
    show('/sensor/detail/JP002', { ...manager, enableWholeStore: true });
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('shows no access without the area privilege', async () => {
    show('/sensor', { ...manager, privilege: {} });
    expect(await screen.findByTestId('no-access')).toBeTruthy();
  });
});
