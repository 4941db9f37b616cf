// The table pager speaks the console's language, its icon buttons' names included (read by screen readers).
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import { LOCALES } from '../i18n/locales';
import { AppTablePagination } from './AppTablePagination';

describe('AppTablePagination', () => {
  it.each(LOCALES)('names the page buttons in %s', async (locale) => {
    const messages = await loadMessages(locale);
    const navigation = (messages.ra as unknown as { navigation: Record<string, string> }).navigation;
    render(
      <AdminContext i18nProvider={createI18nProvider(locale, messages)}>
        <AppTablePagination
          count={300}
          page={1}
          rowsPerPage={25}
          onPageChange={() => undefined}
          showFirstButton
          showLastButton
        />
      </AdminContext>,
    );
    for (const type of ['first', 'previous', 'next', 'last']) {
      expect(screen.getByRole('button', { name: navigation[type] })).toBeTruthy();
    }
  });
});
