// A CSV download button (the delivery and battery pages): busy while it downloads, a failure notified.
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';

export function CsvButton({ download, testId }: { download: () => Promise<void>; testId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      data-testid={testId}
      onClick={() => {
        setBusy(true);
        download()
          .catch((error: unknown) =>
            notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
          )
          .finally(() => setBusy(false));
      }}
    >
      {translate('app.delivery.csv')}
    </Button>
  );
}
