// Creating a template (doc 3 §5: name required, blank ignored; an existing name gives 'This template name is
// already registered.' and 'Would you like to overwrite the template?') with its size (default 23.1).
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { HttpError, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useState } from 'react';
import {
  DEFAULT_TEMPLATE_SIZE,
  TEMPLATE_MESSAGES,
  TEMPLATE_SIZES,
  type TemplateSize,
} from '../../domain/signageTemplate';
import { translateMessage } from '../i18n/serverMessages';
import { useErrorDialog } from '../layout/ErrorDialog';
import { saveTemplate } from './api';

export function TemplateCreateDialog({
  storeCode,
  open,
  onClose,
  onCreated,
}: {
  storeCode: string;
  open: boolean;
  onClose: () => void;
  onCreated: (name: string, size: TemplateSize) => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [name, setName] = useState('');
  const [size, setSize] = useState<TemplateSize>(DEFAULT_TEMPLATE_SIZE);
  /** the name is taken: asking whether to overwrite that template */
  const [asking, setAsking] = useState(false);
  const save = async (trimmed: string, overwrite: boolean) => {
    try {
      await saveTemplate(storeCode, trimmed, { size, show: [] }, { overwrite });
    } catch (error) {
      if (!overwrite && error instanceof HttpError && error.status === 409) return setAsking(true);
      return showError(error as Error);
    }
    setName('');
    onCreated(trimmed, size);
  };
  const create = () => {
    const trimmed = name.trim();
    if (trimmed) void save(trimmed, false);
  };
  return (
    <Dialog open={open} onClose={onClose} data-testid="plus-template-create">
      <DialogTitle>{translate('app.plus.template.create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1, minWidth: 320 }}>
          <TextField
            label={translate('app.plus.template.fields._id')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'plus-template-name', maxLength: 64 } }}
          />
          <TextField
            select
            label={translate('app.plus.template.fields.size')}
            value={size}
            onChange={(e) => setSize(e.target.value as TemplateSize)}
            slotProps={{ htmlInput: { 'data-testid': 'plus-template-size' } }}
          >
            {Object.keys(TEMPLATE_SIZES).map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" data-testid="plus-template-create-ok" onClick={create}>
          {translate('ra.action.create')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={asking}
        title={translateMessage(translate, TEMPLATE_MESSAGES.nameRegistered)}
        content={translateMessage(translate, TEMPLATE_MESSAGES.overwrite)}
        confirm="app.action.yes"
        cancel="app.action.no"
        onConfirm={() => {
          setAsking(false);
          void save(name.trim(), true);
        }}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
}
