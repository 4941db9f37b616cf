// The store map view of the store screens (gateway status, product store list) and the tag status page: status
// toggles that control the markers and the list, the map, and the paged list beside it. It speaks a status
// vocabulary (types.ts): the gateway status on the store screens, a store's tag status on the tag status page.
// The map itself (Leaflet, its clusters and geography) loads when the view is shown: the pages that offer this
// view open on their table, and evaluating the map's modules was part of every such list's start (issue 39).
import { Box, Paper, Stack } from '@mui/material';
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { STORE_MAP_HEIGHT } from './mapConstants';
import { StatusToggles } from './StatusToggles';
import { StoreMapList } from './StoreMapList';
import type { MapStatusVocabulary, MapStore } from './types';

const StoreMap = lazy(async () => ({ default: (await import('./StoreMap')).StoreMap }));

export function StoreMapView<S extends MapStore, T extends string>({
  stores,
  vocabulary,
  renderPopup,
  testId,
}: {
  stores: S[];
  vocabulary: MapStatusVocabulary<T, S>;
  renderPopup: (store: S) => ReactNode;
  /** test id of the box around the map */
  testId?: string;
}) {
  const [statuses, setStatuses] = useState<T[]>([...vocabulary.statuses]);
  const [selected, setSelectedState] = useState<string | undefined>();
  const current = useRef<string | undefined>(undefined);
  const setSelected = (code: string | undefined) => {
    current.current = code;
    setSelectedState(code);
  };
  const [closeSignal, setCloseSignal] = useState(0);
  const counts = useMemo(() => {
    const result = Object.fromEntries(vocabulary.statuses.map((s) => [s, 0])) as Record<T, number>;
    for (const store of stores) result[vocabulary.statusOf(store)] += 1;
    return result;
  }, [stores, vocabulary]);
  const shown = useMemo(
    () => stores.filter((s) => statuses.includes(vocabulary.statusOf(s))),
    [stores, statuses, vocabulary],
  );
  const byCode = useMemo(() => new Map(stores.map((s) => [s.storeCode, s])), [stores]);
  // the map colours a marker by a status colour: the colour of the store's status in this vocabulary
  const markers = useMemo(
    () => shown.map((s) => ({ ...s, status: vocabulary.color[vocabulary.statusOf(s)] })),
    [shown, vocabulary],
  );
  return (
    <Stack spacing={1.5}>
      <StatusToggles vocabulary={vocabulary} value={statuses} onChange={setStatuses} counts={counts} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
        <Box sx={{ flex: 3, minWidth: 0 }} data-testid={testId}>
          <Suspense fallback={<Box sx={{ height: STORE_MAP_HEIGHT }} />}>
            <StoreMap
              stores={markers}
              selected={selected}
              onSelect={(store) => setSelected(store.storeCode)}
              onPopupClose={(code) => {
                // another marker's popup opening closes this one: only the selected store's close zooms out
                if (current.current !== code) return;
                setSelected(undefined);
                setCloseSignal((n) => n + 1);
              }}
              closeSignal={closeSignal}
              renderPopup={(store) => {
                const full = byCode.get(store.storeCode);
                return full ? renderPopup(full) : null;
              }}
            />
          </Suspense>
        </Box>
        <Paper
          variant="outlined"
          sx={{
            flex: 1,
            minWidth: 280,
            display: 'flex',
            flexDirection: 'column',
            maxHeight: STORE_MAP_HEIGHT,
          }}
        >
          <StoreMapList
            stores={shown}
            vocabulary={vocabulary}
            selected={selected}
            onSelect={(store) => setSelected(store.storeCode)}
          />
        </Paper>
      </Stack>
    </Stack>
  );
}
