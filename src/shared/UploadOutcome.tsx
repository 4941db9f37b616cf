// The answer of an upload (doc 2 §8): its errors when it has some (the first rows, the rest in the detail),
// otherwise 'Complete!'; both with the number of rows imported.
import { Alert, AlertTitle, Box, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { ProductUploadDetail as Upload } from '../../domain/generated/calls';
import { translateRowError } from '../../domain/rowErrors';

/** errors listed in the dialog; the detail page has them all */
export const SHOWN_ERRORS = 5;

export function lineLabel(translate: (key: string) => string, line: number): string {
  return line === 0 ? translate('app.productFiles.wholeFile') : String(line);
}

export function UploadOutcome({ upload, onOpenDetail }: { upload: Upload; onOpenDetail: () => void }) {
  const translate = useTranslate();
  const summary = translate('app.productFiles.summary', { count: upload.count, dataCount: upload.dataCount });
  const errors = upload.error ?? [];
  if (errors.length === 0) {
    return (
      <Alert severity="success" sx={{ mt: 2 }} data-testid="upload-outcome">
        <AlertTitle>{translate('app.productFiles.complete')}</AlertTitle>
        {summary}
      </Alert>
    );
  }
  const more = Math.max(upload.errorCount ?? errors.length, errors.length) - SHOWN_ERRORS;
  return (
    <Alert severity={upload.dataCount > 0 ? 'warning' : 'error'} sx={{ mt: 2 }} data-testid="upload-outcome">
      <AlertTitle>{summary}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {errors.slice(0, SHOWN_ERRORS).map((e, i) => (
          <li key={i} data-testid="upload-outcome-error">
            {`${translate('app.productFiles.line')} ${lineLabel(translate, e.line)}: ${translateRowError(translate, e.message)}`}
          </li>
        ))}
      </Box>
      {more > 0 && (
        <Box sx={{ mt: 1 }}>{translate('app.productFiles.moreErrors', { smart_count: more })}</Box>
      )}
      <MuiLink
        component={Link}
        to={`/product/file/upload/history/detail/${upload._id}`}
        onClick={onOpenDetail}
        sx={{ display: 'inline-block', mt: 1 }}
      >
        {translate('app.productFiles.openDetail')}
      </MuiLink>
    </Alert>
  );
}
