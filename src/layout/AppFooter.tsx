import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

export function AppFooter() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 1.5, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="caption">{translate('app.footer', { year: new Date().getFullYear() })}</Typography>
    </Box>
  );
}
