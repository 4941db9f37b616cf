// Detail of one product file upload (doc 2 §2 /product/file/upload/history/detail/{historyId}): the fields of
// schemas/productUpload.schema.json shown in `show` (file name, store, counts and times), and the rows with
// errors (line and reason), 25 per page. Refreshes while the import runs.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Button,
  Card,
  CardContent,
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
import { Link, useParams } from 'react-router-dom';
import { AppTablePagination } from '../layout/AppTablePagination';
import { usePageQuery } from '../monitoring/usePageQuery';
import type { ProductUploadDetail as Upload } from '../../domain/generated/calls';
import { productUploadCalls } from '../generated/client';
import { resources } from '../../domain/generated/resources';
import { SchemaFacts } from '../schema-views/SchemaFacts';
import './productFileViews';
import { translateRowError } from '../../domain/rowErrors';
import { lineLabel } from '../shared/UploadOutcome';
import { RUNNING_REFRESH_MS } from './constants';
import { productUploadKeys } from '../generated/client';

const ERROR_PAGE = 25;

export default function UploadDetailPage() {
  const translate = useTranslate();
  const { historyId = '' } = useParams();
  const [running, setRunning] = useState(false);
  const { data: upload } = usePageQuery({
    queryKey: productUploadKeys.getOne({ _id: historyId }),
    queryFn: async ({ signal }) => {
      const answer = await productUploadCalls.getOne({ _id: historyId }, { signal });
      setRunning(!answer.finished);
      return answer;
    },
    refetchInterval: running ? RUNNING_REFRESH_MS : undefined,
  });
  return (
    <Card data-testid="product-upload-detail-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Button component={Link} to="/product/file/upload/history" startIcon={<ArrowBackIcon />}>
            {translate('app.productFiles.back')}
          </Button>
          <Typography variant="h5" component="h1">
            {translate('app.productFiles.detailTitle')}
            {upload ? `: ${upload.fileName}` : ''}
          </Typography>
        </Stack>
        {upload && (
          <SchemaFacts meta={resources.productUpload} record={{ ...upload }} testIdPrefix="upload" />
        )}
        {upload && <ErrorRows upload={upload} />}
      </CardContent>
    </Card>
  );
}

/** the bad rows of an upload (line and reason), 25 per page; also the paper upload detail's */
export function ErrorRows({ upload }: { upload: Pick<Upload, 'error' | 'errorCount'> }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const errors = upload.error ?? [];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.productFiles.errors')}
      </Typography>
      {(upload.errorCount ?? 0) > errors.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.productFiles.errorsCapped', { shown: errors.length, total: upload.errorCount })}
        </Typography>
      )}
      <Table size="small" data-testid="upload-errors">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, width: 120 }}>{translate('app.productFiles.line')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{translate('app.productFiles.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.slice(page * ERROR_PAGE, (page + 1) * ERROR_PAGE).map((e, i) => (
            <TableRow key={`${e.line}-${i}`} data-testid="upload-error-row">
              <TableCell>{lineLabel(translate, e.line)}</TableCell>
              <TableCell>{translateRowError(translate, e.message)}</TableCell>
            </TableRow>
          ))}
          {errors.length === 0 && (
            <TableRow>
              <TableCell colSpan={2}>{translate('app.productFiles.noErrors')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {errors.length > ERROR_PAGE && (
        <AppTablePagination
          count={errors.length}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={ERROR_PAGE}
          rowsPerPageOptions={[ERROR_PAGE]}
        />
      )}
    </>
  );
}
