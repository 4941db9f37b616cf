// The store's product tools of the device list (doc 3 §2 modals assign, deassign, blink, search; §4 assign
// states; §5 device id entry; §8): the device id follows domain/deviceId.ts (a MAC collects several product
// codes, a MAC with an index takes one and assigns at once); 'Enter Product Code, Please!'; a typed code not added
// asks 'Do you want to add the entered product code to the list?'. Blink and search ignore blank input. Assign,
// deassign and blink play the success or failure sound and reset the input.
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useRef, useState } from 'react';
import { Confirm } from 'react-admin';
import { addCode, assignStep, deviceIdState, deviceIdText, parseDeviceId } from '../../domain/deviceId';
import { translateMessage } from '../i18n/serverMessages';
import { useErrorDialog } from '../layout/ErrorDialog';
import { playFailureSound, playSuccessSound } from '../sound/sounds';
import {
  assignProducts,
  blinkProduct,
  deassignDevice,
  searchDevices,
  type DeviceSearchAnswer,
} from './deviceApi';

export type ProductTool = 'assign' | 'deassign' | 'blink' | 'search';

interface Props {
  storeCode: string;
  kind: ProductTool | null;
  onClose: () => void;
  onDone: () => void;
}

export function DeviceProductDialog({ storeCode, kind, onClose, onDone }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [entry, setEntry] = useState('');
  const [code, setCode] = useState('');
  const [list, setList] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<DeviceSearchAnswer | null>(null);
  const entryRef = useRef<HTMLInputElement>(null);
  const reset = () => {
    setEntry('');
    setCode('');
    setList([]);
    entryRef.current?.focus();
  };
  useEffect(() => {
    setEntry('');
    setCode('');
    setList([]);
    setFound(null);
  }, [kind]);

  /** a call with its sound, toast and reset (doc 3 §8) */
  const act = async (call: () => Promise<unknown>, done: string, args?: Record<string, unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await call();
      playSuccessSound();
      notify(done, { type: 'success', messageArgs: args });
      onDone();
    } catch (error) {
      playFailureSound();
      await showError(error as Error);
    } finally {
      setBusy(false);
      reset();
    }
  };

  const assign = (codes: string[]) => {
    const id = parseDeviceId(entry);
    if (!id) return;
    return act(() => assignProducts(storeCode, deviceIdText(id), codes), 'app.plus.device.assigned', {
      mac: id.mac,
      smart_count: codes.length,
    });
  };

  const pressAssign = async (typed = code, collected = list) => {
    const step = assignStep(entry, typed, collected);
    if (step.kind === 'message') return showError(translateMessage(translate, step.message));
    if (step.kind === 'ask') return setAsking(true);
    if (step.kind === 'assign') return assign(step.codes);
  };

  /** Enter in the product code: a MAC with an index assigns at once, a MAC collects the code */
  const enterCode = () => {
    const state = deviceIdState(entry);
    if (state === 2) return void pressAssign();
    if (state === 1) {
      setList(addCode(list, code));
      setCode('');
    }
  };

  const answerAsk = (add: boolean) => {
    setAsking(false);
    const collected = add ? addCode(list, code) : list;
    setList(collected);
    setCode('');
    void pressAssign('', collected);
  };

  const submit = async () => {
    if (kind === 'assign') return pressAssign();
    if (kind === 'deassign') {
      const id = parseDeviceId(entry);
      if (!id) return;
      return act(() => deassignDevice(storeCode, deviceIdText(id)), 'app.plus.device.deassigned', {
        mac: id.mac,
      });
    }
    const term = code.trim();
    if (!term) return;
    if (kind === 'blink')
      return act(() => blinkProduct(storeCode, term), 'app.plus.device.blinked', { prCode: term });
    try {
      setFound(await searchDevices(storeCode, term));
    } catch (error) {
      await showError(error as Error);
    }
  };

  const state = deviceIdState(entry);
  const id = parseDeviceId(entry);
  const idField = kind === 'assign' || kind === 'deassign';
  const codeField = kind !== 'deassign';
  return (
    <Dialog
      open={!!kind}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      data-testid={`plus-device-${kind}-dialog`}
    >
      <DialogTitle>{kind ? translate(`app.plus.device.tools.${kind}`) : ''}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {idField && (
            <TextField
              autoFocus
              inputRef={entryRef}
              label={translate('app.plus.device.deviceId')}
              value={entry}
              onChange={(e) => setEntry(e.target.value)}
              autoComplete="off"
              helperText={
                entry.trim() === ''
                  ? translate('app.plus.device.deviceIdHelp')
                  : state === 0
                    ? translate('app.plus.device.deviceIdInvalid')
                    : state === 1
                      ? translate('app.plus.device.deviceIdMac', { mac: id?.mac ?? '' })
                      : translate('app.plus.device.deviceIdIndex', {
                          mac: id?.mac ?? '',
                          index: id?.index ?? 0,
                        })
              }
              error={entry.trim() !== '' && state === 0}
              slotProps={{ htmlInput: { 'data-testid': 'plus-device-id-input', 'data-state': state } }}
              size="small"
            />
          )}
          {codeField && (
            <TextField
              autoFocus={!idField}
              label={translate(kind === 'search' ? 'app.plus.device.searchTerm' : 'app.plus.device.prCode')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={(e) => {
                if (kind !== 'assign' || e.key !== 'Enter') return;
                e.preventDefault();
                enterCode();
              }}
              autoComplete="off"
              helperText={
                kind === 'assign'
                  ? translate(state === 2 ? 'app.plus.device.codeAssignsNow' : 'app.plus.device.codeAdds')
                  : undefined
              }
              slotProps={{ htmlInput: { 'data-testid': 'plus-device-code-input' } }}
              size="small"
            />
          )}
          {kind === 'assign' && state === 1 && (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="plus-device-code-list">
              {list.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {translate('app.plus.device.noCodes')}
                </Typography>
              )}
              {list.map((c, i) => (
                <Chip key={c} label={`${i}: ${c}`} onDelete={() => setList(list.filter((x) => x !== c))} />
              ))}
            </Stack>
          )}
          {kind === 'search' && found && <SearchResult found={found} />}
          <button type="submit" hidden />
        </Stack>
        <Confirm
          isOpen={asking}
          title="app.plus.device.tools.assign"
          content={translateMessage(translate, 'app.serverMessages.plusAddEnteredCode')}
          confirm="app.action.yes"
          cancel="app.action.no"
          onConfirm={() => answerAsk(true)}
          onClose={() => answerAsk(false)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="plus-device-tool-close">
          {translate('ra.action.close')}
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void submit()}
          data-testid="plus-device-tool-ok"
        >
          {translate(`app.plus.device.run.${kind ?? 'assign'}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SearchResult({ found }: { found: DeviceSearchAnswer }) {
  const translate = useTranslate();
  if (found.devList.length === 0 && found.prCodeList.length === 0)
    return <Alert severity="info">{translate('app.noData')}</Alert>;
  return (
    <Stack spacing={1} data-testid="plus-device-search-result">
      <Typography variant="subtitle2">{translate('app.plus.device.devices')}</Typography>
      <List dense disablePadding>
        {found.devList.map((d) => (
          <ListItem key={d.mac} disableGutters>
            <ListItemText
              primary={`${d.name ? `${d.name} · ` : ''}${d.mac} · ${d.status ?? ''}`}
              secondary={(d.products ?? []).map((p) => `${p.index}: ${p.prCode}`).join(', ') || '-'}
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle2">{translate('app.plus.device.productCodes')}</Typography>
      <Typography variant="body2">{found.prCodeList.join(', ') || '-'}</Typography>
    </Stack>
  );
}
