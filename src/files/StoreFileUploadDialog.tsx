// The frame of the dialogs that send one file for one store (doc 2 §5, §8: product files, paper files): a store of
// the session, optional fields of the caller, a .csv or .txt file ('Invalid file format' before anything is
// sent), 'File upload in progress.' while the server reads it, then the caller's view of the answer.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { useBusyAction } from '../layout/useBusyAction';
import { FileChooser, useChosenFile } from './FileChooser';
import { UploadInProgress } from './UploadInProgress';
import { StoreAutocomplete } from '../stores/picker/StoreAutocomplete';

/** translation keys of the dialog's texts */
export interface UploadDialogTexts {
  title: string;
  help: string;
  store: string;
  chooseFile: string;
  noFile: string;
  upload: string;
}

export function StoreFileUploadDialog<Answer>({
  open,
  stores,
  texts,
  testIdPrefix,
  fields,
  send,
  onClose,
  onUploaded,
  outcome: renderOutcome,
}: {
  open: boolean;
  stores: string[];
  texts: UploadDialogTexts;
  /** prefix of the test ids: `${prefix}upload-store`, `-file`, `-file-name`, `-progress`, `-send`, `-title` */
  testIdPrefix: string;
  /** the caller's own inputs, beside the store and the file */
  fields?: (busy: boolean) => ReactNode;
  send: (storeCode: string, file: File) => Promise<Answer>;
  /** the dialog closes (Close, Escape or a link of the outcome) */
  onClose: () => void;
  onUploaded: (answer: Answer) => void;
  /** the answer as the caller shows it; `close` closes the dialog (for a link that leaves it) */
  outcome: (answer: Answer, close: () => void) => ReactNode;
}) {
  const translate = useTranslate();
  const [storeCode, setStoreCode] = useState('');
  const { busy, run } = useBusyAction();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { file, setFile, choose } = useChosenFile(
    () => setAnswer(null),
    translate('app.productFiles.invalidFileFormat'),
  );
  const store = storeCode || stores[0] || '';
  const id = (name: string) => `${testIdPrefix}upload-${name}`;
  const close = () => {
    if (busy) return;
    setFile(null);
    setAnswer(null);
    onClose();
  };
  const upload = async () => {
    if (!file || !store) return;
    setAnswer(null);
    await run(async () => {
      const sent = await send(store, file);
      setAnswer(sent);
      setFile(null);
      onUploaded(sent);
    });
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby={id('title')}>
      <DialogTitle id={id('title')}>{translate(texts.title)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(texts.help)}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <StoreAutocomplete
            label={translate(texts.store)}
            value={store}
            onChange={(code) => code && setStoreCode(code)}
            disabled={busy}
            width={260}
            testId={id('store')}
          />
          {fields?.(busy)}
          <FileChooser
            label={translate(texts.chooseFile)}
            file={file}
            onChoose={choose}
            testId={id('file')}
            nameTestId={id('file-name')}
            placeholder={translate(texts.noFile)}
            disabled={busy}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          />
        </Stack>
        <UploadInProgress busy={busy} testId={id('progress')} />
        {answer && renderOutcome(answer, close)}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('app.productFiles.close')}
        </Button>
        <Button
          variant="contained"
          disabled={!file || !store || busy}
          onClick={() => void upload()}
          data-testid={id('send')}
        >
          {translate(texts.upload)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
