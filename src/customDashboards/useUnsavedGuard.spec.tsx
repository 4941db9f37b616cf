// The unsaved-changes guard: a dirty edit asks (in the console's language) before the page or edit mode is left,
// a clean one does not, a navigation inside edit mode (the address's variables) never does, and the tab's closing
// is warned by beforeunload while dirty.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ja from '../../locales/ja_JP.json';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import type { CustomDashboard } from './api';
import { UnsavedDialog } from './UnsavedDialog';
import { changedFrom, useUnsavedGuard } from './useUnsavedGuard';

afterEach(cleanup);

function Editing({ dirty }: { dirty: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const guard = useUnsavedGuard(
    dirty,
    (from, to) => from.pathname !== to.pathname || new URLSearchParams(to.search).get('edit') !== '1',
  );
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <button onClick={() => navigate('/dashboards')}>away</button>
      <button onClick={() => navigate('/dashboards/1')}>view</button>
      <button onClick={() => navigate('/dashboards/1?edit=1&range=7d', { replace: true })}>filter</button>
      <UnsavedDialog guard={guard} />
    </>
  );
}

async function openEditing(dirty: boolean) {
  const i18nProvider = createI18nProvider('ja_JP', await loadMessages('ja_JP'));
  const element = (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Editing dirty={dirty} />
    </AdminContext>
  );
  const router = createMemoryRouter(
    [
      { path: '/dashboards/:id', element },
      { path: '/dashboards', element: <p>list</p> },
    ],
    { initialEntries: ['/dashboards/1?edit=1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

describe('useUnsavedGuard', () => {
  it('asks in Japanese before unsaved changes are left; stay keeps the page, leave goes', async () => {
    const router = await openEditing(true);
    fireEvent.click(screen.getByText('view'));
    expect(await screen.findByText(ja.app.customDashboards.unsaved.title)).toBeTruthy();
    expect(where()).toBe('/dashboards/1?edit=1');
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    expect(where()).toBe('/dashboards/1?edit=1');
    fireEvent.click(screen.getByText('away'));
    fireEvent.click(await screen.findByTestId('unsaved-leave'));
    await screen.findByText('list');
    expect(router.state.location.pathname).toBe('/dashboards');
  });

  it('lets a change of the variables in edit mode through, and anything when nothing changed', async () => {
    await openEditing(true);
    fireEvent.click(screen.getByText('filter'));
    expect(where()).toBe('/dashboards/1?edit=1&range=7d');
    expect(screen.queryByTestId('unsaved-dialog')).toBeNull();
    cleanup();
    await openEditing(false);
    fireEvent.click(screen.getByText('away'));
    await screen.findByText('list');
  });

  it('warns on closing the tab only while dirty', async () => {
    await openEditing(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    cleanup();
    await openEditing(false);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });
});

describe('changedFrom', () => {
  const saved: CustomDashboard = {
    id: 1,
    name: 'Board',
    sharedRoles: [],
    variables: { stores: [], range: { last: '24h' } },
    layouts: { lg: [{ i: 'p1', x: 0, y: 0, w: 4, h: 4 }], sm: [] },
    panels: [],
    updatedAt: '2026-11-25T00:00:00.000Z',
  } as CustomDashboard;
  it('sees a moved panel and a renamed dashboard, not key order nor server fields', () => {
    expect(changedFrom(saved, { ...saved, updatedAt: 'later', editable: true } as CustomDashboard)).toBe(
      false,
    );
    expect(changedFrom(saved, { ...saved, variables: { range: { last: '24h' }, stores: [] } })).toBe(false);
    expect(changedFrom(saved, { ...saved, name: 'Other' })).toBe(true);
    expect(
      changedFrom(saved, { ...saved, layouts: { lg: [{ i: 'p1', x: 4, y: 0, w: 4, h: 4 }], sm: [] } }),
    ).toBe(true);
    expect(changedFrom(saved, undefined)).toBe(false);
  });
});
