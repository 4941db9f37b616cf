// What the upload history (schemas/productUpload.schema.json) plugs into the schema views by name: the error
// count (a red chip unless 0), the finish time ('In progress' while the import runs) and the Upload button
// (product.write). The page hands its state to them as an UploadPage.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { dateTimeText } from '../schema-views/list/cells';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { registerCell, registerToolbarAction, type CellProps } from '../schema-views/registry';

export interface UploadPage {
  canWrite: boolean;
  openUpload: () => void;
}

function ErrorCount({ record, field }: CellProps) {
  const count = Number(record[field.name] ?? 0);
  return count > 0 ? <Chip size="small" color="error" variant="outlined" label={count} /> : <>0</>;
}

export function Finished({ record, field }: CellProps) {
  const translate = useTranslate();
  const value = record[field.name];
  if (value) return <>{dateTimeText(value)}</>;
  return <Chip size="small" color="info" label={translate('app.productFiles.inProgress')} />;
}

function UploadButton() {
  const translate = useTranslate();
  const { canWrite, openUpload } = useSchemaPage<UploadPage>();
  if (!canWrite) return null;
  return (
    <Button variant="contained" startIcon={<UploadFileIcon />} onClick={openUpload}>
      {translate('app.productFiles.upload')}
    </Button>
  );
}

registerCell('errorCount', { render: ErrorCount, align: 'right' });
registerCell('finished', { render: Finished });
registerToolbarAction('productUpload', UploadButton);
