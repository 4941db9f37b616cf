// The family upload modal (doc 2 §2, §5, §8): a .csv or .txt file ('Invalid file format' otherwise) of rows
// "family code, N product codes, layout ID, NFC (optional)", read by the server's import with the rules of
// familyFile.ts. The answer lists the rows saved and the invalid rows (line and reason); 'No valid data' when
// none is valid. The store is chosen here in the shared list, with the console's store picker (the server searches
// the session's stores).
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { translateMessage } from '../i18n/serverMessages';
import { FileChooser, useChosenFile } from '../files/FileChooser';
import { useBusyAction } from '../layout/useBusyAction';
import type { ImportAnswer, ImportProblem } from './api';
import { familyProductCalls } from '../generated/client';
import { StoreAutocomplete } from '../stores/picker/StoreAutocomplete';

export interface FamilyImportDialogProps {
  /** the store of a store's table; absent in the shared list (chosen here) */
  storeCode?: string;
  itemCount: number;
  onClose: () => void;
  onImported: (answer: ImportAnswer) => void;
}

function problemsOf(error: unknown): ImportProblem[] {
  const body = (error as { body?: { invalid?: unknown } }).body;
  return Array.isArray(body?.invalid) ? (body.invalid as ImportProblem[]) : [];
}

export function FamilyImportDialog({
  storeCode: fixedStore,
  itemCount,
  onClose,
  onImported,
}: FamilyImportDialogProps) {
  const translate = useTranslate();
  const [storeCode, setStoreCode] = useState(fixedStore ?? '');
  const { busy, run } = useBusyAction();
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const { file, choose } = useChosenFile(() => {
    setAnswer(null);
    setProblems([]);
  });

  const upload = async () => {
    if (!file || !storeCode || busy) return;
    await run(
      async () => {
        const result = await familyProductCalls.importFile({
          body: { storeCode, fileName: file.name, text: await file.text() },
        });
        setAnswer(result);
        setProblems(result.invalid);
        onImported(result);
      },
      (error) => setProblems(problemsOf(error)),
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="family-import-dialog">
      <DialogTitle>{translate('app.families.upload')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!fixedStore && (
            <StoreAutocomplete
              label={translate('app.families.fields.storeCode')}
              value={storeCode}
              onChange={setStoreCode}
              testId="family-import-store"
            />
          )}
          <Typography variant="body2">
            {translate('app.families.uploadHelp', { n: itemCount, columns: itemCount + 2 })}
          </Typography>
          <Stack direction="row" spacing={2} alignItems="center">
            <FileChooser
              label={translate('app.families.chooseFile')}
              file={file}
              onChoose={choose}
              testId="family-import-file"
              nameTestId="family-import-file-name"
            />
          </Stack>
          {busy && <Alert severity="info">{translate('app.families.uploading')}</Alert>}
          {answer && (
            <Alert severity="success" data-testid="family-import-result">
              {translate('app.families.imported', {
                smart_count: answer.saved,
                unchanged: answer.unchanged,
                tags: answer.tagCount,
              })}
            </Alert>
          )}
          {problems.length > 0 && <ProblemTable problems={problems} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="family-import-close">
          {translate('app.families.close')}
        </Button>
        <Button
          variant="contained"
          disabled={!file || !storeCode || busy}
          onClick={() => void upload()}
          data-testid="family-import-upload"
        >
          {translate('app.families.uploadButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ProblemTable({ problems }: { problems: ImportProblem[] }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3" color="warning.main">
        {translate('app.families.invalidRows', { smart_count: problems.length })}
      </Typography>
      <Table size="small" data-testid="family-import-problems">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.families.line')}</TableCell>
            <TableCell>{translate('app.families.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((p) => (
            <TableRow key={p.line} data-testid="family-import-problem">
              <TableCell>{p.line}</TableCell>
              <TableCell>
                {translateMessage(translate, { message: p.reason, messageKey: p.reasonKey })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
