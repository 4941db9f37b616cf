// Family product writes (doc 2 §5, §7 Products, §8; docs/api.md "Family products"), product.write; the guard
// checks the body's storeCode against the session's stores:
// (schemas/familyProduct.schema.json save, importFile, deleteMany)
//   POST /product/family          { storeCode, fmPrCode, prCodeList, layoutId, nfc } or { storeCode, family: [...] }
//   POST /product/family/import   { storeCode, fileName, text }: a family file (src/families/familyFile.ts)
//   POST /product/family/delete   { storeCode, fmPrCodeList }
// Every family is checked by domain/familyRules.ts (the console's form uses the same rules). Saved
// families go to the tags carrying their codes (saveFamilies.ts). A deleted family's tags are left as they are.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../../http/errors.ts';
import { validationMessage } from '../../../http/validate.ts';
import { messageBody } from '../../../http/messages.ts';
import { answer, defineCall } from '../../../http/calls.ts';
import type { FamilyProductSaveBody } from '../../../../domain/generated/calls.ts';
import { acceptsFileName, FAMILY_FILE_MESSAGES, parseFamilyFile } from '../../../../domain/familyFile.ts';
import { checkFamily, familyItemCount, type Family } from '../../../../domain/familyRules.ts';
import { storeExists } from '../../../http/storeScope.ts';
import { saveFamilies } from './saveFamilies.ts';

const productWrite = { privilege: 'product', access: 'write' } as const;
const invalid = 'validation.invalidValue';
/** families in one call (the import's rows included; the calls' maxItems) */
export const MAX_FAMILIES = 20_000;

/** Each family of the body checked; the first failing one answers 400 with its message. */
function familiesOf(body: FamilyProductSaveBody, storeCode: string, itemCount: number): Family[] {
  const drafts = (body.family ?? [body]) as Record<string, unknown>[];
  if (drafts.length === 0) throw badRequest(validationMessage(FAMILY_FILE_MESSAGES.noValidData));
  const families = drafts.map((draft) => {
    if (draft.storeCode !== undefined && draft.storeCode !== body.storeCode)
      throw badRequest(validationMessage(invalid));
    const checked = checkFamily({ ...draft, storeCode }, itemCount);
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
      createdBy: request.principal?.email ?? '',
    });
    request.log.info({ ...result, families: families.length }, 'family products saved');
    return result;
  }

  defineCall(app, 'familyProduct.save', { guard: productWrite }, async (request) => {
    const storeCode = request.body.storeCode.trim();
    const families = familiesOf(request.body, storeCode, await itemCount());
    await storeExists(app, storeCode);
    return save(request, storeCode, families);
  });

  defineCall(app, 'familyProduct.importFile', { guard: productWrite }, async (request, reply) => {
    const body = { ...request.body, storeCode: request.body.storeCode.trim() };
    if (!acceptsFileName(body.fileName))
      throw badRequest(validationMessage(FAMILY_FILE_MESSAGES.invalidFileFormat));
    await storeExists(app, body.storeCode);
    const file = parseFamilyFile(body.text, body.storeCode, await itemCount());
    // each row's reason by its key (the console translates it) and in English
    const invalidRows = file.invalid.map(({ line, reason }) => {
      const said = validationMessage(reason);
      return { line, reason: said.text, reasonKey: said.key };
    });
    if (file.valid.length === 0)
      return answer(reply, 'familyProduct.importFile', 400, {
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
  });

  defineCall(app, 'familyProduct.deleteMany', { guard: productWrite }, async (request) => {
    const storeCode = request.body.storeCode.trim();
    await storeExists(app, storeCode);
    const codes = [...new Set(request.body.fmPrCodeList.map((code) => code.trim()))];
    if (codes.length === 0) throw badRequest(validationMessage(invalid));
    const deleted = await repos.families.deleteByCodes(storeCode, codes);
    const tags = await repos.families.tagsCarrying(storeCode, deleted);
    request.log.info({ storeCode, deleted: deleted.length }, 'family products deleted');
    return { storeCode, deleted: deleted.length, fmPrCodeList: deleted, tagCount: tags.length };
  });
}
