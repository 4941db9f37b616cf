// The store choice of a drill-down over several stores (drillDownChoices): each store's list with the clicked
// group and the time, named by the store picker's names.
import { Dialog, DialogTitle, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { StatsQuery } from './api';
import { drillDownChoices } from './drillDown';
import { useStoreOptions } from './StorePicker';

export interface DrillDownClick {
  query: StatsQuery;
  key: Array<string | number | boolean | null>;
}

export function DrillDownDialog({ click, onClose }: { click: DrillDownClick; onClose: () => void }) {
  const translate = useTranslate();
  const stores = useStoreOptions(true);
  const names = new Map(stores.map((store) => [store.storeCode, store.storeName]));
  const choices =
    drillDownChoices(
      click.query,
      click.key,
      stores.map((store) => store.storeCode),
    ) ?? [];
  return (
    <Dialog open onClose={onClose} data-testid="drill-down-stores" aria-labelledby="drill-down-title">
      <DialogTitle id="drill-down-title">{translate('app.customDashboards.drillStore')}</DialogTitle>
      <List sx={{ pt: 0, minWidth: 280, maxHeight: 420, overflow: 'auto' }}>
        {choices.map(({ store, path }) => (
          <ListItemButton
            key={store}
            component={RouterLink}
            to={path}
            data-testid="drill-down-store"
            data-store-code={store}
          >
            <ListItemText primary={names.get(store) || store} secondary={store} />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}
