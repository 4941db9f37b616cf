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
import { useState } from 'react';
import {
  DEFAULT_TEMPLATE_SIZE,
  TEMPLATE_MESSAGES,
  TEMPLATE_SIZES,
  type TemplateSize,
} from '../domain/signageTemplate';
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
  const create = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      await saveTemplate(storeCode, trimmed, { size, show: [] }, { overwrite: false });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) return showError(error as Error);
      const overwrite = window.confirm(
        `${translateMessage(translate, TEMPLATE_MESSAGES.nameRegistered)}\n${translateMessage(translate, TEMPLATE_MESSAGES.overwrite)}`,
      );
      if (!overwrite) return;
      try {
        await saveTemplate(storeCode, trimmed, { size, show: [] }, { overwrite: true });
      } catch (again) {
        return showError(again as Error);
      }
    }
    setName('');
    onCreated(trimmed, size);
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
    </Dialog>
  );
}
