// The calls of the product file screens (doc 2 §7 Uploads and downloads, Products): the upload (multipart) and an
// upload's detail, on the generated client (schemas/productUpload.schema.json); the history and the second codes
// are the schemas' tables.
import { productUploadCalls } from '../generated/client';

export type {
  ProductUploadDetail as Upload,
  ProductUploadListRow as UploadRow,
} from '../domain/productFiles';

export const getUpload = (id: string, signal?: AbortSignal) =>
  productUploadCalls.getOne({ _id: id }, { signal });

/** POST /product/file: multipart `storeCode` and `file`; answers the finished upload. */
export const uploadProductFile = (storeCode: string, file: File) =>
  productUploadCalls.upload({ form: { storeCode, file } });
