// Form bodies for the task search of doc 2 §7 ('form data length=-1'): application/x-www-form-urlencoded and the
// text fields of multipart/form-data become a plain object, in this route plugin only (JSON works as everywhere).
import type { FastifyInstance } from 'fastify';

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
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }
  if (!app.hasContentTypeParser('multipart/form-data')) {
    app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (req, body, done) =>
      done(null, parseMultipartFields(String(body), String(req.headers['content-type'] ?? ''))),
    );
  }
}
