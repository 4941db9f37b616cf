// The second step of creating an API token: its secret, shown this once (the server keeps only its hash), in a
// monospace field with a copy button and the warning that it will not be shown again.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export function SecretStep({ name, secret }: { name: string; secret: string }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  const copyLabel = translate(copied ? 'app.apiTokens.copied' : 'app.apiTokens.copy');
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="api-token-secret-warning">
        {translate('app.apiTokens.shownOnce', { name })}
      </Alert>
      <TextField
        label={translate('app.apiTokens.secret')}
        value={secret}
        fullWidth
        multiline
        slotProps={{
          htmlInput: {
            readOnly: true,
            'data-testid': 'api-token-secret',
            style: { fontFamily: 'monospace', fontSize: 15, wordBreak: 'break-all' },
            onFocus: (event: { target: { select: () => void } }) => event.target.select(),
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={copyLabel}>
                  <IconButton
                    aria-label={copyLabel}
                    onClick={() => void copy()}
                    data-testid="api-token-copy"
                    color={copied ? 'success' : 'default'}
                  >
                    <ContentCopyIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
    </>
  );
}
