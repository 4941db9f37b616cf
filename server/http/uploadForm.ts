// The multipart body of an upload route (product files, paper files): its text fields and one file part named
// `file` whose name ends in .csv or .txt (doc 1 §5, doc 2 §5). A file part with another name is read to its end
// and marks the form `refused` (the route answers 'Invalid file format'); other file parts are skipped.
import type { FastifyRequest } from 'fastify';
import { acceptsFileName } from '../../domain/textTable.ts';
import { badRequest, multipartError } from './errors.ts';
import { message } from './messages.ts';
import { validationMessage } from './validate.ts';

/** the answer to a file this upload does not take */
export const INVALID_FILE_FORMAT = message('app.serverMessages.invalidFileFormat');

export interface UploadForm {
  /** the wanted text fields that were sent, trimmed */
  fields: Record<string, string>;
  file?: { fileName: string; content: Buffer };
  /** a `file` part whose name is not .csv or .txt */
  refused?: boolean;
}

export async function readUploadForm(
  request: FastifyRequest,
  wanted: readonly string[],
): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(validationMessage('validation.invalidValue'));
  const form: UploadForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (wanted.includes(part.fieldname)) form.fields[part.fieldname] = String(part.value).trim();
      } else if (part.fieldname !== 'file' || form.file || !acceptsFileName(part.filename)) {
        form.refused ||= part.fieldname === 'file';
        part.file.resume();
      } else {
        form.file = { fileName: part.filename, content: await part.toBuffer() };
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return form;
}
