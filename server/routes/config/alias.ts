// The alias configuration (doc 1 §3, doc 2 §3 and §7 'Alias config list'), calls alias.get and alias.save of
// schemas/alias.schema.json:
//   GET /config/alias  (alias, tag or product read) → { data: [{ index, name, key, chart }] }, index order
//   POST /config/alias (alias write) { data: [...] } or the list itself → the saved list; the whole list is
//   replaced: indexes 0–254 once each, names not blank, exactly one key entry (else 400 `validation error`).
// An entry is the fields of x-forms.aliasRow of schemas/alias.schema.json, checked by its generated validator
// (any other field dropped); a field added to that form is written and read back.
import type { FastifyInstance } from 'fastify';
import { aliasValidators } from '../../../domain/generated/validators.ts';
import { defineCall } from '../../http/calls.ts';
import { parseBody } from '../../http/validate.ts';
import { listAliases, saveAliases, type AliasEntry } from '../../repositories/alias.ts';

export default async function aliasRoutes(app: FastifyInstance): Promise<void> {
  defineCall(
    app,
    'alias.get',
    { guard: { privilege: ['alias', 'tag', 'product'], access: 'read' } },
    async () => ({ data: await listAliases(app.db) }),
  );

  defineCall(app, 'alias.save', { guard: { privilege: 'alias', access: 'write' } }, async (request) => {
    const entries = Array.isArray(request.body) ? request.body : request.body.data;
    // each entry: the fields of the form (x-forms.aliasRow) by its generated validator, any other dropped
    const rows = entries.map((raw) => parseBody(aliasValidators.form.aliasRow, raw) as AliasEntry);
    return { data: await app.db.transaction((tx) => saveAliases(tx, rows)) };
  });
}
