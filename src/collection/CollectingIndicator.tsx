// Header indicator of the running tag status collections (doc 1 §2.2): an animated badge with the count of the
// collections the user may see; a click opens the detail with a stop button (tag.write) behind a confirmation.
import SyncIcon from '@mui/icons-material/Sync';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { keyframes } from '@mui/system';
import { useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { canAccessStore } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { CollectingDialog } from './CollectingDialog';
import { useCollectingStores } from './useCollectingStores';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

export function CollectingIndicator() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const all = useCollectingStores();
  const [open, setOpen] = useState(false);
  const stores = useMemo(
    () => all.filter((store) => canAccessStore(permissions, store.storeCode)),
    [all, permissions],
  );
  if (stores.length === 0 && !open) return null;
  const label = translate('app.collection.indicator', { smart_count: stores.length });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={() => setOpen(true)}
          aria-label={label}
          data-testid="collecting-indicator"
        >
          <Badge badgeContent={stores.length} color="warning" data-testid="collecting-count">
            <SyncIcon sx={{ animation: `${spin} 1.6s linear infinite` }} />
          </Badge>
        </IconButton>
      </Tooltip>
      <CollectingDialog open={open} stores={stores} onClose={() => setOpen(false)} />
    </>
  );
}
