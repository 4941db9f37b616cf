// The product file upload dialog (doc 2 §5, §8): a store of the session, a .csv or .txt file ('Invalid file
// format' before anything is sent), 'File upload in progress.' while the server imports it, then the answer:
// its errors when it has some, otherwise 'Complete!'.
import { StoreFileUploadDialog } from '../files/StoreFileUploadDialog';
import type { ProductUploadDetail as Upload } from '../../domain/generated/calls';
import { productUploadCalls } from '../generated/client';
import { UploadOutcome } from '../shared/UploadOutcome';

const TEXTS = {
  title: 'app.productFiles.uploadTitle',
  help: 'app.productFiles.formatHelp',
  store: 'app.productFiles.storeSelect',
  chooseFile: 'app.productFiles.chooseFile',
  noFile: 'app.productFiles.noFile',
  upload: 'app.productFiles.upload',
};

export function UploadDialog({
  open,
  stores,
  onClose,
  onUploaded,
}: {
  open: boolean;
  stores: string[];
  onClose: () => void;
  onUploaded: (upload: Upload) => void;
}) {
  return (
    <StoreFileUploadDialog
      open={open}
      stores={stores}
      texts={TEXTS}
      testIdPrefix=""
      send={(storeCode, file) => productUploadCalls.upload({ form: { storeCode, file } })}
      onClose={onClose}
      onUploaded={onUploaded}
      outcome={(upload, close) => <UploadOutcome upload={upload} onOpenDetail={close} />}
    />
  );
}
