// The signing secret of a subscription, shown once after its creation or a rotation (issue 35): monospace, a copy
// button and the warning that it will not be shown again.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, DialogActions, DialogContent, IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export function WebhookSecretStep({ secret, onDone }: { secret: string; onDone: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    setCopied(true);
  };
  return (
    <>
      <DialogContent data-testid="webhook-secret-step">
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="webhook-secret-warning">
          {translate('app.webhooks.secret.warning')}
        </Alert>
        <Stack direction="row" spacing={1} alignItems="center">
          <Box
            component="code"
            data-testid="webhook-secret"
            sx={{
              flex: 1,
              fontFamily: 'monospace',
              fontSize: 14,
              p: 1.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              wordBreak: 'break-all',
              userSelect: 'all',
            }}
          >
            {secret}
          </Box>
          <Tooltip title={translate(copied ? 'app.webhooks.secret.copied' : 'app.webhooks.secret.copy')}>
            <IconButton
              aria-label={translate('app.webhooks.secret.copy')}
              onClick={() => void copy()}
              data-testid="webhook-secret-copy"
            >
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone} data-testid="webhook-secret-done">
          {translate('app.webhooks.secret.done')}
        </Button>
      </DialogActions>
    </>
  );
}
