// The header of a page below a list: the way back (a button naming where it leads), the page's title, then the
// page's own items on the right.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function PageHeader({
  back,
  title,
  titleTestId,
  children,
}: {
  back: { to: string; label: string; testId?: string };
  title: ReactNode;
  titleTestId?: string;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
      <Button component={Link} to={back.to} startIcon={<ArrowBackIcon />} data-testid={back.testId}>
        {back.label}
      </Button>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }} data-testid={titleTestId}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
