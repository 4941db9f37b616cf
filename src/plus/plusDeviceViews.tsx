// What the store's device table (schemas/plusDevice x-lists.plusDevice) plugs into the schema list by name: the
// status label (ONLINE success, anything else danger: doc 3 §4), the model's label, the row actions (device info
// with its settings, edit show, remove: plus read, a dash without it), the bulk actions on the selected rows
// (apply template, set info view, sync, change mode, set and unset show index: 'No row selected. Please select
// one or more rows.' without one) and the store's tools (assign, deassign, blink, search, software, plus
// settings). The page hands its state as a PlusDevicePage.
import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Button, Chip, Stack } from '@mui/material';
import { useListContext, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { modelLabel } from '../../domain/plusDevice';
import { useErrorDialog } from '../layout/ErrorDialog';
import { RowAction } from '../layout/tableParts';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import {
  registerCell,
  registerRowAction,
  registerRowTest,
  registerToolbarAction,
  type Row,
} from '../schema-views/registry';
import { removeDevice, syncDevices, unsetShowIdx } from './deviceApi';

export const NO_ROW_SELECTED = 'app.tagStatus.noRowSelected';

export type BulkDialog = 'template' | 'infoView' | 'mode' | 'showIdx';
export type ToolDialog = 'assign' | 'deassign' | 'blink' | 'search' | 'software' | 'setting';

/** a bulk dialog carries the selected rows and how to unselect them once its action is done */
export type DeviceDialog =
  | { kind: 'info'; mac: string }
  | { kind: BulkDialog; macs: string[]; unselect: () => void }
  | { kind: ToolDialog };

export interface PlusDevicePage {
  storeCode: string;
  canRead: boolean;
  canWrite: boolean;
  open: (dialog: DeviceDialog) => void;
  changed: () => void;
}

export const deviceShowPath = (storeCode: string, mac: string) =>
  `/plus/device/show/${encodeURIComponent(storeCode)}/${encodeURIComponent(mac)}`;

/** a device flashing after a blink (the server's `blinking`, until its blinkUntil): an amber chip that pulses */
const BLINK_SX = {
  '@keyframes plusBlink': { '50%': { opacity: 0.35 } },
  animation: 'plusBlink 1s step-end infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

function DeviceStatus({ record }: { record: Row }) {
  const translate = useTranslate();
  const online = record.status === 'ONLINE';
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <Chip
        size="small"
        label={String(record.status ?? '')}
        color={online ? 'success' : 'error'}
        data-status={online ? 'ONLINE' : 'OFFLINE'}
        sx={{ fontWeight: 600 }}
      />
      {record.blinking === true && (
        <Chip
          size="small"
          color="warning"
          label={translate('app.plus.device.blinking')}
          data-testid="plus-device-blinking"
          sx={BLINK_SX}
        />
      )}
    </Stack>
  );
}

function DeviceActions({ record }: { record: Row }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const page = useSchemaPage<PlusDevicePage>();
  const [confirm, setConfirm] = useState(false);
  if (!page.canRead) return <span data-testid="plus-device-no-actions">-</span>;
  const mac = String(record.mac);
  const remove = async () => {
    setConfirm(false);
    try {
      await removeDevice(page.storeCode, mac);
      notify('app.plus.device.removed', { type: 'success' });
      page.changed();
    } catch (error) {
      await showError(error as Error, 'app.plus.device.removeFailed');
    }
  };
  return (
    <Stack direction="row">
      <RowAction
        label={translate('app.plus.device.info')}
        data-testid="plus-device-info"
        onClick={() => page.open({ kind: 'info', mac })}
      >
        <InfoIcon fontSize="small" />
      </RowAction>
      <RowAction
        label={translate('app.plus.device.editShow')}
        data-testid="plus-device-edit-show"
        to={deviceShowPath(page.storeCode, mac)}
      >
        <EditNoteIcon fontSize="small" />
      </RowAction>
      <RowAction
        label={translate('app.plus.device.remove')}
        data-testid="plus-device-remove"
        onClick={() => setConfirm(true)}
      >
        <DeleteIcon fontSize="small" />
      </RowAction>
      <Confirm
        isOpen={confirm}
        title="app.plus.device.remove"
        content="app.plus.device.removeConfirm"
        translateOptions={{ mac }}
        onConfirm={remove}
        onClose={() => setConfirm(false)}
      />
    </Stack>
  );
}

/** the MACs of the selected rows */
function useSelectedMacs(): { macs: string[]; clear: () => void } {
  const { selectedIds, data, onUnselectItems } = useListContext<Row & { id: string | number }>();
  const macs = (data ?? []).filter((r) => selectedIds.includes(r.id)).map((r) => String(r.mac));
  return { macs, clear: () => onUnselectItems() };
}

function BulkActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const page = useSchemaPage<PlusDevicePage>();
  const { macs, clear } = useSelectedMacs();
  /** runs the action on the selected rows, or says that none is selected */
  const withRows = (action: (macs: string[]) => unknown) => () => {
    if (macs.length === 0) return void showError(translate(NO_ROW_SELECTED));
    void action(macs);
  };
  const direct = (call: (storeCode: string, macs: string[]) => Promise<unknown>) =>
    withRows(async (selected) => {
      try {
        await call(page.storeCode, selected);
        notify('app.notice.updated', { type: 'success' });
        clear();
        page.changed();
      } catch (error) {
        await showError(error as Error);
      }
    });
  const dialog = (kind: BulkDialog) => withRows((m) => page.open({ kind, macs: m, unselect: clear }));
  const buttons: Array<[string, () => void]> = [
    ['template', dialog('template')],
    ['infoView', dialog('infoView')],
    ['sync', direct(syncDevices)],
    ['mode', dialog('mode')],
    ['setShowIdx', dialog('showIdx')],
    ['unsetShowIdx', direct(unsetShowIdx)],
  ];
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="plus-device-bulk">
      {buttons.map(([name, onClick]) => (
        <Button
          key={name}
          size="small"
          variant="outlined"
          data-testid={`plus-device-${name}`}
          onClick={onClick}
        >
          {translate(`app.plus.device.bulk.${name}`)}
        </Button>
      ))}
    </Stack>
  );
}

const TOOLS: ToolDialog[] = ['assign', 'deassign', 'blink', 'search', 'software', 'setting'];

function StoreTools() {
  const translate = useTranslate();
  const page = useSchemaPage<PlusDevicePage>();
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="plus-device-tools">
      {TOOLS.map((kind) => (
        <Button
          key={kind}
          size="small"
          variant={kind === 'assign' ? 'contained' : 'text'}
          data-testid={`plus-device-open-${kind}`}
          onClick={() => page.open({ kind })}
        >
          {translate(`app.plus.device.tools.${kind}`)}
        </Button>
      ))}
    </Stack>
  );
}

registerCell('plusDeviceStatus', { render: DeviceStatus });
// while a device blinks the list asks again every 2 s (x-list fastRefresh), so its mark goes when it stops
registerRowTest('plusDeviceBlinking', (row) => row.blinking === true);
registerCell('plusDeviceModel', {
  render: ({ record }) => (
    <span title={String(record.model ?? '')}>{modelLabel(String(record.model ?? ''))}</span>
  ),
});
registerRowAction('plusDeviceActions', DeviceActions);
registerToolbarAction('plusDeviceBulk', BulkActions);
registerToolbarAction('plusDeviceTools', StoreTools);
