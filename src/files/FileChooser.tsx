// Choosing the .csv or .txt file of an upload dialog (doc 1 §5, doc 2 §5): the "choose file" button and the
// chosen file's name. Another file name opens the 'Error' dialog ('Invalid file format' unless told) and leaves
// no file chosen; choosing the same file again works (the input is cleared).
import { Button, Typography, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { acceptsFileName, INVALID_FILE_FORMAT } from '../../domain/textTable';

/** the chosen file; `onPick` runs on every pick, before the name is checked (to clear a previous answer) */
export function useChosenFile(onPick: () => void, invalidMessage: string = INVALID_FILE_FORMAT) {
  const showError = useErrorDialog();
  const [file, setFile] = useState<File | null>(null);
  const choose = (chosen: File | undefined) => {
    onPick();
    if (!chosen) return;
    if (!acceptsFileName(chosen.name)) {
      setFile(null);
      void showError(invalidMessage);
      return;
    }
    setFile(chosen);
  };
  return { file, setFile, choose };
}

export function FileChooser({
  label,
  file,
  onChoose,
  testId,
  nameTestId,
  placeholder = '',
  disabled,
  sx,
}: {
  label: string;
  file: File | null;
  onChoose: (file: File | undefined) => void;
  /** the file input's test id */
  testId: string;
  nameTestId?: string;
  /** shown (dimmed) while no file is chosen */
  placeholder?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <>
      <Button variant="outlined" component="label" disabled={disabled} sx={sx}>
        {label}
        <input
          hidden
          type="file"
          accept=".csv,.txt"
          data-testid={testId}
          onChange={(event) => {
            onChoose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography
        component="span"
        data-testid={nameTestId}
        color={placeholder ? (file ? 'text.primary' : 'text.secondary') : undefined}
      >
        {file?.name ?? placeholder}
      </Typography>
    </>
  );
}
