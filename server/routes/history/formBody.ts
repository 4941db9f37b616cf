// Form bodies for the task search of doc 2 §7 ('form data length=-1'): application/x-www-form-urlencoded and the
// text fields of multipart/form-data become a plain object, in this route plugin only (JSON works as everywhere).
// The paging and date fields of the table conventions written as whole numbers become numbers, as a JSON body
// sends them (the contract's body schema, api.schema.json tableSearch, takes them as integers and converts none).
import type { FastifyInstance } from 'fastify';

const NUMERIC_FIELDS = ['start', 'length', 'filter_startDate', 'filter_endDate'];

/** the form's fields with the numeric table fields as numbers when they are whole numbers */
function formFields(fields: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = { ...fields };
  for (const name of NUMERIC_FIELDS) {
    const value = fields[name]?.trim();
    if (value !== undefined && /^-?\d{1,15}$/.test(value)) out[name] = Number(value);
  }
  return out;
}

export function parseMultipartFields(body: string, contentType: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const fields: Record<string, string> = {};
  if (!boundary) return fields;
  for (const part of body.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /name="([^"]*)"/i.exec(head);
    if (!name || /filename=/i.test(head)) continue;
    fields[name[1]] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}

export function acceptFormBodies(app: FastifyInstance): void {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, formFields(Object.fromEntries(new URLSearchParams(String(body))))),
    );
  }
  if (!app.hasContentTypeParser('multipart/form-data')) {
    app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (req, body, done) =>
      done(null, formFields(parseMultipartFields(String(body), String(req.headers['content-type'] ?? '')))),
    );
  }
}
