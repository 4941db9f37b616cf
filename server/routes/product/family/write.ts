// Family product writes (doc 2 §5, §7 Products, §8; docs/api.md "Family products"), product.write; the guard
// checks the body's storeCode against the session's stores:
//   POST /product/family          { storeCode, fmPrCode, prCodeList, layoutId, nfc } or { storeCode, family: [...] }
//   POST /product/family/import   { storeCode, fileName, text }: a family file (src/families/familyFile.ts)
//   POST /product/family/delete   { storeCode, fmPrCodeList }
// Every family is checked by domain/familyRules.ts (the console's form uses the same rules). Saved
// families go to the tags carrying their codes (saveFamilies.ts). A deleted family's tags are left as they are.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../../http/errors.ts';
import { parseBody, validationMessage } from '../../../http/validate.ts';
import { messageBody } from '../../../http/messages.ts';
import { acceptsFileName, FAMILY_FILE_MESSAGES, parseFamilyFile } from '../../../../domain/familyFile.ts';
import { checkFamily, familyItemCount, type Family } from '../../../../domain/familyRules.ts';
import { doc, withAuthHeaders } from '../../docs.ts';
import { storeExists } from '../../../http/storeScope.ts';
import { saveFamilies } from './saveFamilies.ts';

const productWrite = { privilege: 'product', access: 'write' } as const;
const invalid = 'validation.invalidValue';
/** families in one call (the import's rows included) */
export const MAX_FAMILIES = 20_000;

const storeCode = z.string({ message: invalid }).trim().min(1, invalid).max(64, invalid);
const saveBody = z.looseObject({
  storeCode,
  family: z
    .array(z.record(z.string(), z.unknown()), { message: invalid })
    .max(MAX_FAMILIES, invalid)
    .optional(),
});
const { invalidFileFormat } = FAMILY_FILE_MESSAGES;
const importBody = z.object({
  storeCode,
  fileName: z.string({ message: invalidFileFormat }).refine(acceptsFileName, invalidFileFormat),
  text: z.string({ message: invalidFileFormat }).max(10_000_000, invalid),
});
const deleteBody = z.object({
  storeCode,
  fmPrCodeList: z
    .array(z.string({ message: invalid }).trim().min(1, invalid).max(64, invalid), { message: invalid })
    .min(1, invalid)
    .max(MAX_FAMILIES, invalid),
});

const writeDoc = (summary: string, properties: Record<string, unknown>) =>
  doc('product', summary, { body: { type: 'object', properties }, ...withAuthHeaders });

/** Each family of the body checked; the first failing one answers 400 with its message. */
function familiesOf(body: z.output<typeof saveBody>, itemCount: number): Family[] {
  const drafts = body.family ?? [body];
  if (drafts.length === 0) throw badRequest(validationMessage(FAMILY_FILE_MESSAGES.noValidData));
  const families = drafts.map((draft) => {
    if (draft.storeCode !== undefined && draft.storeCode !== body.storeCode)
      throw badRequest(validationMessage(invalid));
    const checked = checkFamily({ ...draft, storeCode: body.storeCode }, itemCount);
    if (checked.error !== undefined) throw badRequest(validationMessage(checked.error));
    return checked.family;
  });
  if (new Set(families.map((f) => f.fmPrCode)).size < families.length)
    throw badRequest(validationMessage(invalid));
  return families;
}

export default async function familyWriteRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app;

  const itemCount = async () =>
    familyItemCount({ familyProductItemCount: await repos.systemConfig.get('familyProductItemCount') });

  async function save(request: FastifyRequest, store: string, families: Family[]) {
    const result = await saveFamilies(db, repos.families, {
      storeCode: store,
      families,
      createdBy: request.session?.email ?? '',
    });
    request.log.info({ ...result, families: families.length }, 'family products saved');
    return result;
  }

  app.post(
    '/product/family',
    {
      config: productWrite,
      schema: writeDoc('Create or update family products; their tags get the new content', {
        storeCode: { type: 'string' },
        fmPrCode: { type: 'string' },
        prCodeList: { type: 'array', items: { type: 'string' } },
        layoutId: { type: 'string' },
        nfc: { type: 'string' },
        family: { type: 'array', items: { type: 'object' } },
      }),
    },
    async (request) => {
      const body = parseBody(saveBody, request.body);
      const families = familiesOf(body, await itemCount());
      await storeExists(app, body.storeCode);
      return save(request, body.storeCode, families);
    },
  );

  app.post(
    '/product/family/import',
    {
      config: productWrite,
      schema: writeDoc(
        'Import a family product file (.csv or .txt): valid rows saved, invalid rows reported',
        {
          storeCode: { type: 'string' },
          fileName: { type: 'string' },
          text: { type: 'string' },
        },
      ),
    },
    async (request, reply) => {
      const body = parseBody(importBody, request.body);
      await storeExists(app, body.storeCode);
      const file = parseFamilyFile(body.text, body.storeCode, await itemCount());
      // each row's reason by its key (the console translates it) and in English
      const invalidRows = file.invalid.map(({ line, reason }) => {
        const said = validationMessage(reason);
        return { line, reason: said.text, reasonKey: said.key };
      });
      if (file.valid.length === 0)
        return reply.code(400).send({
          ...messageBody(validationMessage(FAMILY_FILE_MESSAGES.noValidData)),
          invalid: invalidRows,
        });
      if (file.valid.length > MAX_FAMILIES) throw badRequest(validationMessage(invalid));
      const result = await save(
        request,
        body.storeCode,
        file.valid.map((row) => row.family),
      );
      return { ...result, fileName: body.fileName, invalid: invalidRows };
    },
  );

  app.post(
    '/product/family/delete',
    {
      config: productWrite,
      schema: writeDoc('Delete family products (the tags carrying them are left as they are)', {
        storeCode: { type: 'string' },
        fmPrCodeList: { type: 'array', items: { type: 'string' } },
      }),
    },
    async (request) => {
      const body = parseBody(deleteBody, request.body);
      await storeExists(app, body.storeCode);
      const codes = [...new Set(body.fmPrCodeList)];
      const deleted = await repos.families.deleteByCodes(body.storeCode, codes);
      const tags = await repos.families.tagsCarrying(body.storeCode, deleted);
      request.log.info({ storeCode: body.storeCode, deleted: deleted.length }, 'family products deleted');
      return {
        storeCode: body.storeCode,
        deleted: deleted.length,
        fmPrCodeList: deleted,
        tagCount: tags.length,
      };
    },
  );
}
