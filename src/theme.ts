import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  typography: { fontFamily: 'Roboto, "Noto Sans JP", "Noto Sans KR", sans-serif' },
  // warning darker than MUI's #ed6c02, which reads at 3:1 on white (WCAG AA needs 4.5:1 for text)
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#00838f' }, warning: { main: '#b45309' } },
};
