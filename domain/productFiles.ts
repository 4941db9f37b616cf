// The product file uploads as the console reads them (doc 2 §7 Uploads and downloads), named by the x-calls of
// schemas/productUpload.schema.json.
import type { ProductUpload } from './generated/types';

type Counted = Required<Pick<ProductUpload, 'count' | 'dataCount' | 'errorCount' | 'received'>>;

/** A row of the history table: the upload without its error list; `finished` is absent while it runs. */
export type ProductUploadListRow = Omit<ProductUpload, 'error'> & Counted;
