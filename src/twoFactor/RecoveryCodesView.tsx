// Recovery codes, shown this once (the server keeps only their hashes): the list in monospace, copy and download.
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'ra-core';

export function RecoveryCodesView({ codes, email }: { codes: string[]; email: string }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = `recovery-codes-${email}.txt`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('app.twoFactor.recoveryHelp')}
      </Alert>
      <Box
        component="ul"
        data-testid="two-factor-recovery-codes"
        sx={{ columns: 2, fontFamily: 'monospace', fontSize: 16, listStyle: 'none', p: 0, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button onClick={() => void copy()} data-testid="two-factor-recovery-copy">
          {translate(copied ? 'app.twoFactor.copied' : 'app.twoFactor.copy')}
        </Button>
        <Button onClick={download} data-testid="two-factor-recovery-download">
          {translate('app.twoFactor.download')}
        </Button>
      </Stack>
    </>
  );
}
