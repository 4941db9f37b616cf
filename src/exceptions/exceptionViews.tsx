// What the exception tag lists (schemas/tag.schema.json x-lists.exceptionTag) plug into the schema list by name:
// the download of the list shown (task type 3, the store's tags of that kind as CSV), its store and kind handed
// by the page through <SchemaPage value={{ store, kind }}>.
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useDownload } from '../downloads/useDownload';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { registerToolbarAction } from '../schema-views/registry';
import '../tags/detail/tagViews';
import type { TagKind } from './api';

export interface ExceptionListPage {
  store: string;
  kind: TagKind;
}

function ExceptionTagDownload() {
  const translate = useTranslate();
  const download = useDownload();
  const { store, kind } = useSchemaPage<ExceptionListPage>();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => download({ type: 3, storeCode: store, filter: { kind } })}
      data-testid="exception-download"
    >
      {translate('app.exceptions.download')}
    </Button>
  );
}

registerToolbarAction('exceptionTagDownload', ExceptionTagDownload);
