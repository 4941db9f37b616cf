// Language switch (doc 1 §2.2): en_US / ja_JP / ko_KR, stored, reloads the page.
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LOCALES, LOCALE_NAMES, isLocale, storedLocale, switchLocale } from '../i18n/locales';

export function LanguageSwitch({ compact }: { compact?: boolean }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.language')}
      value={storedLocale()}
      onChange={(e) => isLocale(e.target.value) && switchLocale(e.target.value)}
      variant={compact ? 'standard' : 'filled'}
      sx={
        compact
          ? {
              width: 130,
              mx: 1,
              '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' },
              '& .MuiInput-underline:before': { borderBottomColor: 'rgba(255,255,255,0.5)' },
            }
          : undefined
      }
      slotProps={{ select: { inputProps: { 'data-testid': 'language-switch' } } }}
    >
      {LOCALES.map((code) => (
        <MenuItem key={code} value={code}>
          {LOCALE_NAMES[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
