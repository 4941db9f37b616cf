// The list beside a store map: 15 per page (15, 25, 50, 100, all); a row selects its store on the map and shows
// the store's status in the map's vocabulary.
import { List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { MAP_LIST_PAGE, MAP_LIST_PAGE_OPTIONS } from './mapConstants';
import type { MapStatusVocabulary, MapStore } from './types';
import { AppTablePagination } from '../layout/AppTablePagination';

export function StoreMapList<S extends MapStore, T extends string>({
  stores,
  vocabulary,
  selected,
  onSelect,
}: {
  stores: S[];
  vocabulary: MapStatusVocabulary<T, S>;
  selected?: string;
  onSelect: (store: S) => void;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(MAP_LIST_PAGE);
  const size = perPage === -1 ? stores.length || 1 : perPage;
  const lastPage = Math.max(0, Math.ceil(stores.length / size) - 1);
  const current = Math.min(page, lastPage);
  const shown = stores.slice(current * size, current * size + size);
  const { Chip } = vocabulary;
  return (
    <>
      <List dense data-testid="map-list" sx={{ flex: 1, overflow: 'auto' }}>
        {shown.map((store) => (
          <ListItemButton
            key={store.storeCode}
            selected={store.storeCode === selected}
            onClick={() => onSelect(store)}
            data-testid="map-list-item"
            data-store-code={store.storeCode}
          >
            <ListItemText primary={store.storeName} secondary={store.storeCode} />
            <Chip status={vocabulary.statusOf(store)} />
          </ListItemButton>
        ))}
      </List>
      <AppTablePagination
        component="div"
        count={stores.length}
        page={current}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={MAP_LIST_PAGE_OPTIONS.map((n) =>
          n === -1 ? { value: -1, label: translate('app.maps.all') } : n,
        )}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage=""
      />
    </>
  );
}
