// The store choice of a drill-down over several stores (drillDownChoices): each store's list with the clicked
// group and the time. A panel naming its stores lists them, PAGE_SIZE at a time, named by the store pickers'
// names; a panel over every store of the session (a chain's 2,000) offers the shared store picker instead.
import { Box, Dialog, DialogTitle, List, ListItemButton, ListItemText, Pagination } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { StoreAutocomplete } from '../stores/picker/StoreAutocomplete';
import { useStoreNames } from '../stores/picker/storeOptionQueries';
import type { StatsQuery } from './api';
import { drillDownChoices, drillDownPath } from './drillDown';

export interface DrillDownClick {
  query: StatsQuery;
  key: Array<string | number | boolean | null>;
}

const PAGE_SIZE = 20;

function NamedStores({ choices }: { choices: Array<{ store: string; path: string }> }) {
  const [page, setPage] = useState(1);
  const pages = Math.ceil(choices.length / PAGE_SIZE);
  const shown = choices.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const names = useStoreNames(shown.map((choice) => choice.store));
  return (
    <>
      <List sx={{ pt: 0, minWidth: 280 }}>
        {shown.map(({ store, path }) => (
          <ListItemButton
            key={store}
            component={RouterLink}
            to={path}
            data-testid="drill-down-store"
            data-store-code={store}
          >
            <ListItemText primary={names.get(store)?.storeName || store} secondary={store} />
          </ListItemButton>
        ))}
      </List>
      {pages > 1 && (
        <Pagination
          size="small"
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          sx={{ p: 1 }}
        />
      )}
    </>
  );
}

export function DrillDownDialog({ click, onClose }: { click: DrillDownClick; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const named = click.query.stores?.length ? (drillDownChoices(click.query, click.key, []) ?? []) : undefined;
  const go = (store: string) => {
    const path = drillDownPath({ ...click.query, stores: [store] }, click.key);
    if (path) navigate(path);
  };
  return (
    <Dialog open onClose={onClose} data-testid="drill-down-stores" aria-labelledby="drill-down-title">
      <DialogTitle id="drill-down-title">{translate('app.customDashboards.drillStore')}</DialogTitle>
      {named ? (
        <NamedStores choices={named} />
      ) : (
        <Box sx={{ p: 2, pt: 1, width: 360 }}>
          <StoreAutocomplete
            label={translate('app.storePicker.label')}
            value=""
            onChange={(store) => store && go(store)}
            testId="drill-down-store-picker"
          />
        </Box>
      )}
    </Dialog>
  );
}
