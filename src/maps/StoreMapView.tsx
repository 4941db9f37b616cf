// The store map view shared by the gateway status page (and the tag status page later): status toggles
// that control the markers and the list, the map, and the paged list beside it.
import { Box, Paper, Stack } from '@mui/material';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { DeviceStatus } from '../status/statusColors';
import { StatusToggles } from './StatusToggles';
import { StoreMap } from './StoreMap';
import { StoreMapList } from './StoreMapList';
import { MAP_STATUSES, type MapStore } from './types';

export function StoreMapView<S extends MapStore>({
  stores,
  renderPopup,
}: {
  stores: S[];
  renderPopup: (store: S) => ReactNode;
}) {
  const [statuses, setStatuses] = useState<DeviceStatus[]>(MAP_STATUSES);
  const [selected, setSelectedState] = useState<string | undefined>();
  const current = useRef<string | undefined>(undefined);
  const setSelected = (code: string | undefined) => {
    current.current = code;
    setSelectedState(code);
  };
  const [closeSignal, setCloseSignal] = useState(0);
  const counts = useMemo(() => {
    const result: Record<DeviceStatus, number> = { NORMAL: 0, OFFLINE: 0, ALARM: 0 };
    for (const store of stores) result[store.status] += 1;
    return result;
  }, [stores]);
  const shown = useMemo(() => stores.filter((s) => statuses.includes(s.status)), [stores, statuses]);
  const byCode = useMemo(() => new Map(stores.map((s) => [s.storeCode, s])), [stores]);
  return (
    <Stack spacing={1.5}>
      <StatusToggles value={statuses} onChange={setStatuses} counts={counts} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
        <Box sx={{ flex: 3, minWidth: 0 }}>
          <StoreMap
            stores={shown}
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
        </Box>
        <Paper
          variant="outlined"
          sx={{ flex: 1, minWidth: 280, display: 'flex', flexDirection: 'column', maxHeight: 560 }}
        >
          <StoreMapList
            stores={shown}
            selected={selected}
            onSelect={(store) => setSelected(store.storeCode)}
          />
        </Paper>
      </Stack>
    </Stack>
  );
}
