// Issue 38: MUI's own texts follow the interface language (a picker's Open button said "Open" in ja and ko).
import { Autocomplete, TextField, ThemeProvider, createTheme } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocaleCode } from './i18n/locales';
import { themeFor } from './theme';

afterEach(cleanup);

function openButtonName(locale: LocaleCode): string | null {
  render(
    <ThemeProvider theme={createTheme(themeFor(locale))}>
      <Autocomplete options={['EU001']} renderInput={(params) => <TextField {...params} label="Stores" />} />
    </ThemeProvider>,
  );
  return screen.getByRole('button').getAttribute('aria-label');
}

describe('themeFor', () => {
  it.each<[LocaleCode, string]>([
    ['en_US', 'Open'],
    ['ja_JP', '開く'],
    ['ko_KR', '열기'],
  ])("names a picker's open button in %s", (locale, name) => {
    expect(openButtonName(locale)).toBe(name);
  });

  it('keeps the console palette and font', () => {
    const theme = createTheme(themeFor('ja_JP'));
    expect(theme.palette.primary.main).toBe('#1565c0');
    expect(theme.typography.fontFamily).toContain('Noto Sans JP');
  });
});
