// The centred card of the pages outside the console (login, signup): a form with a heading.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

export function AuthCard({
  width,
  heading,
  label,
  onSubmit,
  children,
}: {
  width: number;
  heading: string;
  /** accessible name of the form */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
      }}
    >
      <Card sx={{ width }} component="main">
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={label}>
            <Typography variant="h5" component="h1" align="center">
              {heading}
            </Typography>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
