// The console's theme (react-admin's, with our font and palette) in the interface language: MUI's own texts (an
// Autocomplete's Open, Close and Clear, a pagination's labels) come from MUI's locale of that language (issue 38:
// they stayed English in ja and ko). Switching the language reloads the page, so the stored one is the theme's.
import { enUS, jaJP, koKR, type Localization } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { storedLocale, type LocaleCode } from './i18n/locales';

/** MUI's texts of each interface language */
const MUI_LOCALES: Record<LocaleCode, Localization> = { en_US: enUS, ja_JP: jaJP, ko_KR: koKR };

const base: RaThemeOptions = {
  ...defaultTheme,
  typography: { fontFamily: 'Roboto, "Noto Sans JP", "Noto Sans KR", sans-serif' },
  // warning darker than MUI's #ed6c02, which reads at 3:1 on white (WCAG AA needs 4.5:1 for text)
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#00838f' }, warning: { main: '#b45309' } },
  components: {
    ...defaultTheme.components,
    // people who ask their system for less motion get state changes at once (a button enabled by a late answer no
    // longer fades its colour in); endless animations such as spinners keep their own reduced-motion rules
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
        },
      },
    },
  },
};

/** the theme in a language: react-admin's options with MUI's component texts of that language */
export function themeFor(locale: LocaleCode): RaThemeOptions {
  return deepmerge(base, { components: MUI_LOCALES[locale].components ?? {} }) as RaThemeOptions;
}

export const theme: RaThemeOptions = themeFor(storedLocale());
