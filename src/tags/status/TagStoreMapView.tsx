// The map of the tag status page (doc 1 §2.8, the store map conventions of §2.7): markers coloured by each
// store's TAG status (tagStoreStatus.ts), toggles of those statuses that control the markers and the list, the
// list 15 per page beside the map. The shared store map draws the markers; its toggles and list speak of gateway
// status (normal, offline, alarm), so the tag statuses have their own here.
import {
  Box,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { AppTablePagination } from '../../layout/AppTablePagination';
import { MAP_LIST_PAGE, MAP_LIST_PAGE_OPTIONS } from '../../maps/mapConstants';
import { StoreMap } from '../../maps/StoreMap';
import { STATUS_COLORS } from '../../status/statusColors';
import type { StoreTagStats } from './api';
import { TagStoreStatusChip } from './TagStoreStatusChip';
import {
  TAG_STORE_STATUS_COLOR,
  TAG_STORE_STATUSES,
  tagStoreStatus,
  type TagStoreStatus,
} from './tagStoreStatus';

type Marked = StoreTagStats & { tagStatus: TagStoreStatus };

function TagStatusToggles({
  value,
  onChange,
  counts,
}: {
  value: TagStoreStatus[];
  onChange: (value: TagStoreStatus[]) => void;
  counts: Record<TagStoreStatus, number>;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      value={value}
      onChange={(_, next: TagStoreStatus[]) => onChange(next)}
      aria-label={translate('app.tagStatus.markers.filter')}
    >
      {TAG_STORE_STATUSES.map((status) => (
        <ToggleButton
          key={status}
          value={status}
          data-testid={`tag-map-toggle-${status}`}
          sx={{ gap: 1, textTransform: 'none' }}
        >
          <span
            aria-hidden
            style={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              background: STATUS_COLORS[TAG_STORE_STATUS_COLOR[status]].background,
              display: 'inline-block',
            }}
          />
          {translate(`app.tagStatus.markers.${status}`)} ({counts[status]})
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function TagStoreList({
  stores,
  selected,
  onSelect,
}: {
  stores: Marked[];
  selected?: string;
  onSelect: (storeCode: string) => void;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(MAP_LIST_PAGE);
  const size = perPage === -1 ? stores.length || 1 : perPage;
  const current = Math.min(page, Math.max(0, Math.ceil(stores.length / size) - 1));
  return (
    <>
      <List dense data-testid="map-list" sx={{ flex: 1, overflow: 'auto' }}>
        {stores.slice(current * size, current * size + size).map((store) => (
          <ListItemButton
            key={store.storeCode}
            selected={store.storeCode === selected}
            onClick={() => onSelect(store.storeCode)}
            data-testid="map-list-item"
            data-store-code={store.storeCode}
          >
            <ListItemText primary={store.storeName} secondary={store.storeCode} />
            <TagStoreStatusChip status={store.tagStatus} />
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

export function TagStoreMapView({
  stores,
  renderPopup,
}: {
  stores: StoreTagStats[];
  renderPopup: (store: Marked) => ReactNode;
}) {
  const [statuses, setStatuses] = useState<TagStoreStatus[]>(TAG_STORE_STATUSES);
  const [selected, setSelectedState] = useState<string | undefined>();
  const current = useRef<string | undefined>(undefined);
  const setSelected = (code: string | undefined) => {
    current.current = code;
    setSelectedState(code);
  };
  const [closeSignal, setCloseSignal] = useState(0);
  const marked = useMemo(() => stores.map((s) => ({ ...s, tagStatus: tagStoreStatus(s) })), [stores]);
  const counts = useMemo(() => {
    const result: Record<TagStoreStatus, number> = { NORMAL: 0, INPROGRESS: 0, ERROR: 0 };
    for (const store of marked) result[store.tagStatus] += 1;
    return result;
  }, [marked]);
  const shown = useMemo(() => marked.filter((s) => statuses.includes(s.tagStatus)), [marked, statuses]);
  const byCode = useMemo(() => new Map(marked.map((s) => [s.storeCode, s])), [marked]);
  // the shared map colours a marker by a device status: the colour of the store's tag status
  const markers = useMemo(
    () => shown.map((s) => ({ ...s, status: TAG_STORE_STATUS_COLOR[s.tagStatus] })),
    [shown],
  );
  return (
    <Stack spacing={1.5}>
      <TagStatusToggles value={statuses} onChange={setStatuses} counts={counts} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
        <Box sx={{ flex: 3, minWidth: 0 }} data-testid="tag-store-map">
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
        </Box>
        <Paper
          variant="outlined"
          sx={{ flex: 1, minWidth: 280, display: 'flex', flexDirection: 'column', maxHeight: 560 }}
        >
          <TagStoreList stores={shown} selected={selected} onSelect={setSelected} />
        </Paper>
      </Stack>
    </Stack>
  );
}
