// After login the first page reads react-admin's permissions and identity from the login's answer: no pending
// round (which re-rendered the whole route tree once the authProvider answered).
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, useGetIdentity, usePermissions } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, writeSession, type SessionUser } from './session';
import { createAppQueryClient, seedSessionQueries } from './sessionQueries';

const session = {
  email: 'op@example.com',
  name: 'Store Operator',
  role_id: 7,
  privilege: { dashboard: { read: true } },
  store: ['KR001'],
  accessToken: 't',
} as unknown as SessionUser;

/** an authProvider that never answers: only the seeded data can be shown */
const silentAuthProvider = {
  login: () => new Promise<never>(() => undefined),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => new Promise<never>(() => undefined),
  getIdentity: () => new Promise<never>(() => undefined),
};

function FirstRender() {
  const { permissions, isPending } = usePermissions<{ role_id: number; store: string[] }>();
  const { identity } = useGetIdentity();
  return (
    <div data-testid="first" data-pending={String(isPending)}>
      {permissions?.role_id} {permissions?.store.join(',')} {identity?.fullName}
    </div>
  );
}

afterEach(cleanup);

function renderFirst(queryClient: QueryClient) {
  return render(
    <CoreAdminContext authProvider={silentAuthProvider} queryClient={queryClient}>
      <FirstRender />
    </CoreAdminContext>,
  );
}

describe('seedSessionQueries', () => {
  it("answers react-admin's permission and identity queries from the login's session", () => {
    const queryClient = new QueryClient();
    seedSessionQueries(queryClient, session);
    renderFirst(queryClient);
    const first = screen.getByTestId('first');
    expect(first).toHaveAttribute('data-pending', 'false');
    expect(first).toHaveTextContent('7 KR001 Store Operator');
  });
});

describe('createAppQueryClient', () => {
  afterEach(clearSession);

  it('answers them from the stored session when the console starts with one', () => {
    writeSession(session);
    renderFirst(createAppQueryClient());
    expect(screen.getByTestId('first')).toHaveTextContent('7 KR001 Store Operator');
  });

  it('leaves them to the authProvider without a stored session', () => {
    renderFirst(createAppQueryClient());
    expect(screen.getByTestId('first')).toHaveAttribute('data-pending', 'true');
  });
});
