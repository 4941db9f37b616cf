// The table/map page layout (x-list.layout) of the store lists (store status, tag status, product store list):
// the toolbar with the table/map switch kept in the URL (`?viewType=map`, else the table), then the filtered
// table or the area's map. An area registers one per map: `registerLayout('storeTableMap', tableMapLayout(Map))`.
import MapIcon from '@mui/icons-material/Map';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { Box, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LayoutProps } from '../registry';

export function useViewType(): 'table' | 'map' {
  const [params] = useSearchParams();
  return params.get('viewType') === 'map' ? 'map' : 'table';
}

export function ViewSwitch() {
  const translate = useTranslate();
  const [, setParams] = useSearchParams();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={useViewType()}
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
  );
}

export function tableMapLayout(Map: ComponentType): ComponentType<LayoutProps> {
  return function TableMapLayout({ toolbar, table }: LayoutProps) {
    const view = useViewType();
    return (
      <>
        <Stack direction="row" alignItems="flex-start" spacing={2}>
          <Box sx={{ flexGrow: 1 }}>{toolbar}</Box>
          <ViewSwitch />
        </Stack>
        {view === 'map' ? <Map /> : table}
      </>
    );
  };
}
