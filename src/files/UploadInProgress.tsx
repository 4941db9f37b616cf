// 'File upload in progress.' (doc 2 §8) with a bar, while an upload dialog waits for the server's answer.
import { Alert, AlertTitle, LinearProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

export function UploadInProgress({ busy, testId }: { busy: boolean; testId: string }) {
  const translate = useTranslate();
  if (!busy) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid={testId} icon={false}>
      <AlertTitle>{translate('app.productFiles.uploading')}</AlertTitle>
      <LinearProgress />
    </Alert>
  );
}
