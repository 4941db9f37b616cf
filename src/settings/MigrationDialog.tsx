// The store migration upload (doc 3 §2, §4, §7, §8; role 0): confirm, choose the file (a store export of this
// or another server), upload with a progress bar, then the result summary (lastTaskId, tagCount,
// productCount, gwCount, accountCount; how many new accounts were mailed a password link; what the server left out
// of the file, and why) or 'Migration failed : {reason}', then the offer to reload the page.
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRef, useState } from 'react';
import { uploadMigration, type MigrationResult } from './api';

type Step = 'confirm' | 'uploading' | 'done' | 'failed';
const SUMMARY = ['lastTaskId', 'tagCount', 'productCount', 'gwCount', 'accountCount'] as const;
/** the server's reasons for leaving a row out (docs/api.md 'Store migration'), as message keys */
const REASONS: Record<string, string> = {
  'a system script': 'systemScript',
  'role 0': 'roleZero',
  'no email': 'noEmail',
};

function MigrationNotes({ result }: { result: MigrationResult }) {
  const translate = useTranslate();
  const mailed = result.imported?.accounts ?? 0;
  const refused = result.refused ?? [];
  const reason = (text: string) =>
    REASONS[text] ? translate(`app.settings.migrationReasons.${REASONS[text]}`) : text;
  return (
    <>
      {mailed > 0 && (
        <DialogContentText sx={{ mt: 2 }} data-testid="migration-mailed">
          {translate('app.settings.migrationAccountsMailed', { smart_count: mailed })}
        </DialogContentText>
      )}
      {refused.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="migration-refused">
          <AlertTitle>{translate('app.settings.migrationRefused')}</AlertTitle>
          <ul>
            {refused.map((item) => (
              <li key={`${item.table} ${item.row}`} data-testid="migration-refused-row">
                {`${item.table} ${item.row}: ${reason(item.reason)}`}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}

export function MigrationDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('confirm');
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<MigrationResult | null>(null);
  const [reason, setReason] = useState('');
  const upload = async (file: File) => {
    setStep('uploading');
    setProgress(0);
    try {
      setResult(await uploadMigration(file, setProgress));
      setStep('done');
    } catch (error) {
      setReason((error as Error).message);
      setStep('failed');
    }
  };
  return (
    <Dialog
      open
      onClose={step === 'uploading' ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="migration-dialog"
    >
      <DialogTitle>
        {translate(step === 'failed' ? 'app.settings.errors.migration' : 'app.settings.migration')}
      </DialogTitle>
      <DialogContent>
        {step === 'confirm' && (
          <DialogContentText>{translate('app.settings.migrationConfirm')}</DialogContentText>
        )}
        {step === 'uploading' && (
          <LinearProgress
            variant="determinate"
            value={progress}
            data-testid="migration-progress"
            sx={{ my: 2 }}
          />
        )}
        {step === 'failed' && (
          <Alert severity="error" data-testid="migration-failed">
            {`${translate('app.settings.errors.migration')} : ${reason}`}
          </Alert>
        )}
        {step === 'done' && result && (
          <>
            <Table size="small" data-testid="migration-result">
              <TableBody>
                {SUMMARY.map((field) => (
                  <TableRow key={field}>
                    <TableCell>{translate(`app.settings.migrationFields.${field}`)}</TableCell>
                    <TableCell data-testid={`migration-${field}`}>{String(result[field] ?? '')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <MigrationNotes result={result} />
            <DialogContentText sx={{ mt: 2 }}>{translate('app.settings.reloadQuestion')}</DialogContentText>
          </>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept=".gz,.json,application/gzip,application/json"
          data-testid="migration-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </DialogContent>
      <DialogActions>
        {step !== 'uploading' && (
          <Button onClick={onClose} data-testid="migration-close">
            {translate(step === 'done' ? 'app.settings.later' : 'ra.action.cancel')}
          </Button>
        )}
        {step === 'confirm' && (
          <Button variant="contained" onClick={() => input.current?.click()} data-testid="migration-choose">
            {translate('app.settings.migrationChoose')}
          </Button>
        )}
        {step === 'done' && (
          <Button variant="contained" onClick={() => window.location.reload()} data-testid="migration-reload">
            {translate('app.settings.reload')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
