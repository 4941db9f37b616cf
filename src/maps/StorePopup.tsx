// The popup of a store on the store maps (store status, tag status, product store list): the store's name and
// code as its heading, what the page tells of the store, and the button that opens the store's page.
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MapStore } from './types';

export function StorePopup({
  store,
  testId,
  open,
  children,
}: {
  store: Pick<MapStore, 'storeCode' | 'storeName'>;
  testId: string;
  /** the label of the button and the route it opens */
  open: { label: string; to: string };
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Stack spacing={0.5} data-testid={testId} sx={{ minWidth: 200 }}>
      <Typography variant="subtitle2" component="h2">
        {store.storeName} ({store.storeCode})
      </Typography>
      {children}
      <Button size="small" variant="outlined" onClick={() => navigate(open.to)}>
        {open.label}
      </Button>
    </Stack>
  );
}
