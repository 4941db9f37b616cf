// Test harness: react-admin context (English messages of the console, a given data provider) in a memory router.
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import type { DataProvider } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../i18n/i18nProvider';
import { englishAppMessages } from '../i18n/messages';
import { ErrorDialogProvider } from '../layout/ErrorDialog';

afterEach(cleanup);

export function renderWithAdmin(
  ui: ReactNode,
  { dataProvider, path = '/' }: { dataProvider?: DataProvider; path?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={createI18nProvider('en_US', englishAppMessages)}
        dataProvider={dataProvider}
        store={memoryStore()}
      >
        <ErrorDialogProvider>{ui}</ErrorDialogProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
