// A page of stores shown as a table or a map (store status, tag status, product store list): the title, the
// page's own buttons, the table/map switch kept in the URL (`?viewType=map`, else the table) and the view. The
// store status page uses the schema list's layout (tableMapLayout) instead; tag status and product stores still use this.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { useViewType, ViewSwitch } from '../schema-views/list/tableMapLayout';

export function TableMapPage({
  testId,
  titleKey,
  actions,
  table,
  map,
  children,
}: {
  testId: string;
  /** translation key of the page title */
  titleKey: string;
  /** buttons before the switch */
  actions?: ReactNode;
  table: ReactNode;
  map: ReactNode;
  /** dialogs of the page */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const view = useViewType();
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate(titleKey)}
          </Typography>
          {actions}
          <ViewSwitch />
        </Stack>
        <Box>{view === 'map' ? map : table}</Box>
      </CardContent>
      {children}
    </Card>
  );
}
