// The editor of a text panel (issue 38): its title and its Markdown, with a live preview drawn as the panel draws
// it (TextPanel: no raw HTML).
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { Panel } from './api';
import { TextPanel } from './TextPanel';

const MAX_MARKDOWN = 20_000;

export function TextPanelEditor({
  initial,
  onClose,
  onSave,
}: {
  initial: Panel;
  onClose: () => void;
  onSave: (panel: Panel) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.editor.${key}`);
  const [panel, setPanel] = useState<Panel>(initial);
  const options = panel.options ?? { refreshSeconds: 60 };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" data-testid="text-panel-editor">
      <DialogTitle>{t('textTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 320 }}>
            <TextField
              size="small"
              label={t('panelTitle')}
              value={panel.title}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'editor-title' } }}
              onChange={(event) => setPanel({ ...panel, title: event.target.value })}
            />
            <TextField
              multiline
              minRows={10}
              label={t('markdown')}
              helperText={t('markdownHint')}
              value={options.markdown ?? ''}
              slotProps={{ htmlInput: { maxLength: MAX_MARKDOWN, 'data-testid': 'editor-markdown' } }}
              onChange={(event) =>
                setPanel({ ...panel, options: { ...options, markdown: event.target.value } })
              }
            />
          </Stack>
          <Paper variant="outlined" sx={{ flex: 1, minWidth: 320, p: 2, alignSelf: 'flex-start' }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('preview')}
            </Typography>
            <Box sx={{ height: 300 }} data-testid="editor-preview">
              <TextPanel panel={panel} />
            </Box>
          </Paper>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          data-testid="editor-save"
          onClick={() => {
            const { query: _query, ...rest } = panel;
            onSave(rest);
          }}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
