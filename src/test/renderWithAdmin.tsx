// Test harness: react-admin context (English messages of the console, a given data provider, the session's
// permissions when given) in a memory router.
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import type { AuthProvider, DataProvider } from 'ra-core';
import type { Permissions } from '../auth/privileges';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../i18n/i18nProvider';
import { englishAppMessages } from '../i18n/messages';
import { ErrorDialogProvider } from '../layout/ErrorDialog';

afterEach(cleanup);

export function renderWithAdmin(
  ui: ReactNode,
  {
    dataProvider,
    path = '/',
    permissions,
  }: { dataProvider?: DataProvider; path?: string; permissions?: Permissions } = {},
) {
  const authProvider: AuthProvider | undefined = permissions && {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={createI18nProvider('en_US', englishAppMessages)}
        dataProvider={dataProvider}
        authProvider={authProvider}
        store={memoryStore()}
      >
        <ErrorDialogProvider>{ui}</ErrorDialogProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
