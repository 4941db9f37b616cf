// Bodies of the assignment calls (doc 2 §7 "Tag calls used from product screens"), checked with zod:
// 400 with the spec's message of the first failing field.
import { z } from 'zod';
import { messages } from '../../http/messages.ts';

export const ASSIGN_MESSAGES = messages({ productNotExist: 'app.serverMessages.productNotExist' });

/** i18n keys of the zod issues (parseBody answers their English text) */
const KEYS = {
  enterTagId: 'validation.enterTagId',
  enterProductCode: 'validation.enterProductCodePlease',
} as const;

const invalid = 'validation.invalidValue';
const MAX_TAGS = 10_000;

const text = (message: string) => z.string({ message }).trim().min(1, message).max(64, invalid);
const optionalText = z
  .string({ message: invalid })
  .trim()
  .max(500, invalid)
  .nullish()
  .transform((v) => v || null);
const taskNumber = z.union([z.number(), z.string()], { message: invalid }).nullish();

/** tagMac or tagId names the tag (either may be scanned); checked before the product codes */
const tagRef = {
  tagMac: z.string({ message: invalid }).max(64, invalid).nullish(),
  tagId: z.string({ message: invalid }).max(64, invalid).nullish(),
};

function tagCode(t: { tagMac?: string | null; tagId?: string | null }): string {
  return (t.tagMac ?? '').trim() || (t.tagId ?? '').trim();
}

export const assignBody = z.object({
  taskId: taskNumber,
  priorTaskId: taskNumber,
  storeCode: text(invalid),
  /** assign even when a product does not exist (the caller confirmed) */
  force: z.boolean({ message: invalid }).optional(),
  tagList: z
    .array(
      z
        .object({ ...tagRef, prCode: z.string({ message: invalid }).max(64, invalid).nullish() })
        .transform((t, ctx) => {
          const code = tagCode(t);
          const prCode = (t.prCode ?? '').trim();
          if (!code) ctx.addIssue({ code: 'custom', message: KEYS.enterTagId });
          else if (!prCode) ctx.addIssue({ code: 'custom', message: KEYS.enterProductCode });
          return { code, prCode };
        }),
      { message: invalid },
    )
    .min(1, KEYS.enterTagId)
    .max(MAX_TAGS, invalid),
});

/** trimmed, blank entries dropped, duplicates removed (doc 2 §5) */
const prCodeList = z
  .array(z.string({ message: invalid }).max(64, invalid), { message: KEYS.enterProductCode })
  .max(64, invalid)
  .transform((list) => [...new Set(list.map((c) => c.trim()).filter(Boolean))]);

export const assignMultipleBody = z.object({
  taskId: taskNumber,
  priorTaskId: taskNumber,
  storeCode: text(invalid),
  force: z.boolean({ message: invalid }).optional(),
  tagList: z
    .array(
      z
        .object({
          ...tagRef,
          prCodeList: prCodeList.nullish(),
          fmPrCode: optionalText,
          layoutId: optionalText,
          nfc: optionalText,
        })
        .transform((t, ctx) => {
          const code = tagCode(t);
          if (!code) ctx.addIssue({ code: 'custom', message: KEYS.enterTagId });
          else if (!t.prCodeList?.length) ctx.addIssue({ code: 'custom', message: KEYS.enterProductCode });
          const { fmPrCode, layoutId, nfc } = t;
          return { code, prCodeList: t.prCodeList ?? [], fmPrCode, layoutId, nfc };
        }),
      { message: invalid },
    )
    .min(1, KEYS.enterTagId)
    .max(MAX_TAGS, invalid),
});
