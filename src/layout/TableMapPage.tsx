// A page of stores shown as a table or a map (store status, tag status, product store list): the title, the
// page's own buttons, the table/map switch kept in the URL (`?viewType=map`, else the table) and the view.
import MapIcon from '@mui/icons-material/Map';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

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
  const [params, setParams] = useSearchParams();
  const view = params.get('viewType') === 'map' ? 'map' : 'table';
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate(titleKey)}
          </Typography>
          {actions}
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: string | null) => next && setParams({ viewType: next }, { replace: true })}
          >
            <ToggleButton value="table" data-testid="view-table">
              <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.stores.tableView')}
            </ToggleButton>
            <ToggleButton value="map" data-testid="view-map">
              <MapIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.stores.mapView')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Box>{view === 'map' ? map : table}</Box>
      </CardContent>
      {children}
    </Card>
  );
}
