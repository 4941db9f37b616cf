// The modals of the bulk device actions on the selected rows (doc 3 §2, §5, §7 Signage): apply template (POST
// .../device/list/template; flag 0 with query update=false leaves devices already following it as they are; the
// empty template clears the link and the show), set info view
// (10 to 300 s, else 'You entered an incorrect value' / 'This value must be greater than 10 and less than 300.'),
// change mode, and the show-index modal (a fixed slide index).
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { INFO_VIEW_RANGE, MODE_MAX, SHOW_IDX_MAX } from '../../domain/plusDevice';
import { translateMessage } from '../i18n/serverMessages';
import { useBusyAction } from '../layout/useBusyAction';
import { useErrorDialog } from '../layout/ErrorDialog';
import { useStartingValues } from '../layout/useStartingValues';
import { plusTemplateKeys } from '../generated/client';
import { listTemplates } from './api';
import { applyTemplate, plusSettingQuery, setShowIdx, showInfo, switchMode } from './deviceApi';
import type { BulkDialog } from './plusDeviceViews';

/** the title ('You entered an incorrect value') and the message of a wrong info view duration */
export const INFO_VIEW_MESSAGES = {
  title: 'app.plus.device.incorrectValue',
  range: 'app.serverMessages.plusInfoViewRange',
} as const;

/** the info view duration typed: a whole number of seconds from 10 to 300, else undefined */
export function infoViewDuration(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const seconds = Number(trimmed);
  return seconds >= INFO_VIEW_RANGE[0] && seconds <= INFO_VIEW_RANGE[1] ? seconds : undefined;
}

/** the choice applying the empty template: the devices' template link and show are cleared (doc 3 §4) */
const CLEAR_TEMPLATE = '\u0000clear';

const MODES = Array.from({ length: MODE_MAX + 1 }, (_, mode) => mode);

interface Props {
  storeCode: string;
  dialog: { kind: BulkDialog; macs: string[] } | null;
  onClose: () => void;
  onDone: () => void;
}

export function DeviceBulkDialog({ storeCode, dialog, onClose, onDone }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const { busy, run } = useBusyAction();
  const [text, setText] = useState('');
  const [update, setUpdate] = useState(true);
  const kind = dialog?.kind;
  const macs = dialog?.macs ?? [];
  // the store's plus settings give the duration and the template the dialogs start with
  const startsFromSetting = kind === 'infoView' || kind === 'template';
  const setting = useQuery({ ...plusSettingQuery(storeCode), enabled: startsFromSetting });
  // the starting values are filled once per opening, when the settings are known; until then the input waits
  // (a late answer used to overwrite what the operator had typed)
  const known = !startsFromSetting || !setting.isPending;
  const ready = useStartingValues(dialog, known ? { start: setting.data } : undefined, ({ start }) => {
    const first = {
      infoView: String(start?.infoViewDuration ?? 30),
      template: typeof start?.defaultTemplate === 'string' ? start.defaultTemplate : '',
      mode: '0',
      showIdx: '',
    };
    setText(kind ? first[kind] : '');
    setUpdate(true);
  });
  const templates = useQuery({
    queryKey: [...plusTemplateKeys.list({ storeCode }), 'data'],
    queryFn: ({ signal }) => listTemplates(storeCode, signal),
    enabled: kind === 'template',
  });

  const submit = async () => {
    let call: () => Promise<unknown>;
    if (kind === 'infoView') {
      const seconds = infoViewDuration(text);
      if (seconds === undefined)
        return showError(translateMessage(translate, INFO_VIEW_MESSAGES.range), INFO_VIEW_MESSAGES.title);
      call = () => showInfo(storeCode, macs, seconds);
    } else if (kind === 'template') {
      if (!text) return;
      call = () => applyTemplate(storeCode, text === CLEAR_TEMPLATE ? '' : text, macs, update);
    } else if (kind === 'mode') call = () => switchMode(storeCode, macs, Number(text));
    else {
      const index = Number(text.trim());
      if (!/^\d+$/.test(text.trim()) || index > SHOW_IDX_MAX)
        return showError(translate('app.plus.device.showIdxRange', { max: SHOW_IDX_MAX }));
      call = () => setShowIdx(storeCode, macs, index);
    }
    await run(async () => {
      await call();
      notify('app.notice.updated', { type: 'success' });
      onDone();
      onClose();
    });
  };

  const input = () => {
    if (kind === 'template')
      return (
        <>
          <TextField
            select
            label={translate('app.plus.device.fields.template')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={!ready}
            slotProps={{ htmlInput: { 'data-testid': 'plus-device-template-select' } }}
            size="small"
            fullWidth
          >
            <MenuItem value={CLEAR_TEMPLATE}>
              <em>{translate('app.plus.device.clearTemplate')}</em>
            </MenuItem>
            {(templates.data ?? []).map((t) => (
              <MenuItem key={t._id} value={t._id}>
                {t._id} ({t.size})
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={update} onChange={(e) => setUpdate(e.target.checked)} />}
            label={translate('app.plus.device.updateNow')}
          />
        </>
      );
    if (kind === 'mode')
      return (
        <TextField
          select
          label={translate('app.plus.device.fields.mode')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          fullWidth
        >
          {MODES.map((mode) => (
            <MenuItem key={mode} value={String(mode)}>
              {translate('app.plus.device.modeN', { mode })}
            </MenuItem>
          ))}
        </TextField>
      );
    return (
      <TextField
        autoFocus
        label={translate(kind === 'infoView' ? 'app.plus.device.duration' : 'app.plus.device.fields.showIdx')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={!ready}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `plus-device-${kind}-input` } }}
        helperText={
          kind === 'infoView'
            ? translate('app.plus.device.durationHelp')
            : translate('app.plus.device.showIdxHelp', { max: SHOW_IDX_MAX })
        }
        size="small"
        fullWidth
      />
    );
  };

  return (
    <Dialog open={!!dialog} onClose={onClose} maxWidth="xs" fullWidth data-testid="plus-device-bulk-dialog">
      <DialogTitle>
        {kind ? translate(`app.plus.device.bulk.${kind === 'showIdx' ? 'setShowIdx' : kind}`) : ''}
      </DialogTitle>
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
          <Typography variant="body2" color="text.secondary">
            {translate('app.plus.device.selectedCount', { smart_count: macs.length })}
          </Typography>
          {input()}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || !ready || (kind === 'template' && !text)}
          onClick={() => void submit()}
          data-testid="plus-device-bulk-ok"
        >
          {translate('app.action.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
