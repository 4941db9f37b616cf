// Detail of one product file upload (doc 2 §2 /product/file/upload/history/detail/{historyId}): file name, store,
// counts and times, and the rows with errors (line and reason), 25 per page. Refreshes while the import runs.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
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
import { getUpload, type Upload } from './api';
import { formatIso } from './formatIso';
import { translateRowError } from '../domain/rowErrors';
import { lineLabel } from './UploadOutcome';
import { RUNNING_REFRESH_MS } from './constants';

const ERROR_PAGE = 25;
const FACTS = [
  '_id',
  'fileName',
  'storeCode',
  'fileType',
  'count',
  'dataCount',
  'errorCount',
  'received',
  'finished',
  'createdBy',
] as const;

export default function UploadDetailPage() {
  const translate = useTranslate();
  const { historyId = '' } = useParams();
  const [running, setRunning] = useState(false);
  const { data: upload } = usePageQuery({
    queryKey: ['productUpload', historyId],
    queryFn: async ({ signal }) => {
      const answer = await getUpload(historyId, signal);
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
        {upload && <UploadFacts upload={upload} />}
        {upload && <ErrorRows upload={upload} />}
      </CardContent>
    </Card>
  );
}

function UploadFacts({ upload }: { upload: Upload }) {
  const translate = useTranslate();
  const value = (field: (typeof FACTS)[number]) => {
    if (field === 'received') return formatIso(upload.received);
    if (field === 'finished')
      return upload.finished ? (
        formatIso(upload.finished)
      ) : (
        <Chip size="small" color="info" label={translate('app.productFiles.inProgress')} />
      );
    return String(upload[field] ?? '');
  };
  return (
    <Box
      component="dl"
      data-testid="upload-facts"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0, mb: 3 }}
    >
      {FACTS.map((field) => (
        <Box key={field} sx={{ display: 'contents' }} data-testid={`upload-fact-${field}`}>
          <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {translate(`app.productFiles.fields.${field}`)}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value(field)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ErrorRows({ upload }: { upload: Upload }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const errors = upload.error ?? [];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.productFiles.errors')}
      </Typography>
      {upload.errorCount > errors.length && (
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
