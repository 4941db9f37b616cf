import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  typography: { fontFamily: 'Roboto, "Noto Sans JP", "Noto Sans KR", sans-serif' },
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#00838f' } },
};
