// What a page shows while its code, its privileges or its data load: a named progress bar (axe
// aria-progressbar-name), used for the lazy pages' Suspense and the privilege guard.
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

export function PageLoading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} />;
}
