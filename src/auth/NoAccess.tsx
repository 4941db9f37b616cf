import LockIcon from '@mui/icons-material/Lock';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** What a route shows to a user without read privilege on its area (DESIGN.md §4). */
export function NoAccess() {
  const translate = useTranslate();
  return (
    <Box role="alert" data-testid="no-access" sx={{ textAlign: 'center', mt: 8, color: 'text.secondary' }}>
      <LockIcon sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.noAccess.title')}
      </Typography>
      <Typography>{translate('app.noAccess.message')}</Typography>
    </Box>
  );
}
