// Paper upload detail (doc 2 §2 /paper/upload/history/detail/{historyId}): the upload's facts (the `show` fields
// of schemas/paperUpload.schema.json: file, store, task, counts, times, parser) and its rows with errors.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useParams } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { usePageQuery } from '../monitoring/usePageQuery';
import { ErrorRows } from '../productFiles/UploadDetailPage';
import { SchemaFacts } from '../schema-views/SchemaFacts';
import { PAPER_UPLOAD_HISTORY } from './api';
import './paperViews';
import '../productFiles/productFileViews';
import { paperUploadKeys, paperUploadCalls } from '../generated/client';

export default function PaperUploadDetailPage() {
  const translate = useTranslate();
  const { historyId = '' } = useParams();
  const { data: upload } = usePageQuery({
    queryKey: paperUploadKeys.getOne({ _id: historyId }),
    queryFn: ({ signal }) => paperUploadCalls.getOne({ _id: historyId }, { signal }),
  });
  return (
    <Card data-testid="paper-upload-detail-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Button component={Link} to={PAPER_UPLOAD_HISTORY} startIcon={<ArrowBackIcon />}>
            {translate('app.paper.backToHistory')}
          </Button>
          <Typography variant="h5" component="h1">
            {translate('app.paper.uploadDetailTitle')}
            {upload ? `: ${upload.fileName}` : ''}
          </Typography>
        </Stack>
        {upload && (
          <SchemaFacts
            meta={resources.paperUpload}
            record={upload as unknown as Record<string, unknown>}
            testIdPrefix="paper-upload"
          />
        )}
        {upload && <ErrorRows upload={upload} />}
      </CardContent>
    </Card>
  );
}
