// The alias configuration (doc 1 §3, doc 2 §3 and §7 'Alias config list'):
//   GET /config/alias  (alias, tag or product read) → { data: [{ index, name, key, chart }] }, index order
//   POST /config/alias (alias write) { data: [...] } or the list itself → the saved list; the whole list is
//   replaced: indexes 0–254 once each, names not blank, exactly one key entry (else 400 `validation error`).
// An entry is the fields of x-forms.aliasRow of schemas/alias.schema.json, checked by its generated validator
// (any other field dropped); a field added to that form is written and read back.
import type { FastifyInstance } from 'fastify';
import { aliasValidators } from '../../../domain/generated/validators.ts';
import { badRequest } from '../../http/errors.ts';
import { INVALID_VALUE, parseBody } from '../../http/validate.ts';
import { listAliases, saveAliases, type AliasEntry } from '../../repositories/alias.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';

const list = { type: 'object', properties: { data: { type: 'array', items: entity('Alias') } } };

export default async function aliasRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/config/alias',
    {
      config: { privilege: ['alias', 'tag', 'product'], access: 'read' },
      schema: doc('setting', 'Alias configuration', { response: { 200: list }, ...withAuthHeaders }),
    },
    async () => ({ data: await listAliases(app.db) }),
  );

  app.post(
    '/config/alias',
    {
      config: { privilege: 'alias', access: 'write' },
      schema: doc('setting', 'Replace the alias configuration', { body: list, ...withAuthHeaders }),
    },
    async (request) => {
      const body = request.body as { data?: unknown } | unknown[] | null;
      const entries = Array.isArray(body) ? body : body?.data;
      if (!Array.isArray(entries) || entries.some((e) => typeof e !== 'object' || e === null)) {
        throw badRequest(INVALID_VALUE);
      }
      // each entry: the fields of the form (x-forms.aliasRow) by its generated validator, any other dropped
      const rows = entries.map((raw: unknown) => parseBody(aliasValidators.form.aliasRow, raw) as AliasEntry);
      return { data: await app.db.transaction((tx) => saveAliases(tx, rows)) };
    },
  );
}
