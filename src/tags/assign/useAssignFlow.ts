// The assign flows of doc 2 §5 behind the dialog's forms: single (with the site's family rule and the
// unknown-product question), multiple (family ticket) and bulk from a file. Each answers true on success.
import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { needsFamilyLookup, singleAssignFamilyStep, type FamilyChoice } from '../../../domain/assignRules';
import type { SiteRules } from '../../../domain/siteRules';
import {
  assignMultiple,
  assignTags,
  familiesOf,
  missingProducts,
  type AssignResult,
  type AssignRow,
} from './api';
import type { useAssignOutcome } from './useAssignOutcome';
import type { usePrompts } from './usePrompts';

export const SOME_PRODUCTS_MISSING = 'app.assign.someProductsMissing';

interface Deps {
  storeCode: string;
  rules: SiteRules;
  outcome: ReturnType<typeof useAssignOutcome>;
  prompts: Pick<ReturnType<typeof usePrompts>, 'confirm' | 'chooseFamily'>;
  onAssigned?: () => void;
}

export interface MultipleInput {
  tagId: string;
  prCodeList: string[];
  fmPrCode: string | null;
  layoutId: string | null;
  nfc: string | null;
}

/** 'ok' = assigned, 'failed' = refused or the call failed (fields to clear), 'cancelled' = the operator said no */
export type FlowResult = 'ok' | 'failed' | 'cancelled';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** the success line, with the tags the server did not know */
function doneText(translate: Translate, text: string, result: AssignResult): string {
  const unknown = result.notFound.length
    ? translate('app.assign.notFound', { codes: result.notFound.join(', ') })
    : '';
  return [text, unknown].filter(Boolean).join(' ');
}

function familyText(translate: Translate, input: MultipleInput): string {
  return translate('app.assign.familyAssigned', {
    tagId: input.tagId,
    fmPrCode: input.fmPrCode ?? input.prCodeList[0],
  });
}

export function useAssignFlow({ storeCode, rules, outcome, prompts, onAssigned }: Deps) {
  const translate = useTranslate();
  const { succeed, fail, note } = outcome;

  /** the unknown-product question: undefined = cancelled, else whether to force */
  const forceIfMissing = useCallback(
    async (codes: string[]): Promise<boolean | undefined> => {
      const missing = await missingProducts(storeCode, codes);
      if (missing.length === 0) return false;
      return (await prompts.confirm(SOME_PRODUCTS_MISSING)) ? true : undefined;
    },
    [prompts, storeCode],
  );

  const run = useCallback(
    async (work: () => Promise<AssignResult | 'failed' | 'cancelled'>, done: (r: AssignResult) => string) => {
      try {
        const result = await work();
        if (result === 'cancelled') {
          note('app.assign.cancelled', 'info');
          return 'cancelled' as const;
        }
        if (result === 'failed') return 'failed' as const;
        succeed(done(result));
        onAssigned?.();
        return 'ok' as const;
      } catch (error) {
        fail(error as Error & { status?: number; body?: unknown });
        return 'failed' as const;
      }
    },
    [fail, note, onAssigned, succeed],
  );

  const multipleRequest = useCallback(
    async (input: MultipleInput) => {
      const force = await forceIfMissing(input.prCodeList);
      if (force === undefined) return 'cancelled' as const;
      const { tagId, ...rest } = input;
      return assignMultiple(storeCode, [{ tagMac: tagId, ...rest }], force);
    },
    [forceIfMissing, storeCode],
  );

  const single = useCallback(
    (tagId: string, prCode: string): Promise<FlowResult> => {
      let family: FamilyChoice | null = null;
      return run(
        async () => {
          if (needsFamilyLookup(rules, tagId)) {
            const step = singleAssignFamilyStep(rules, tagId, await familiesOf(storeCode, prCode));
            if (step.kind === 'refuse') {
              fail(translate('app.assign.largeTicketFamily', { fmPrCode: step.fmPrCode }));
              return 'failed';
            }
            if (step.kind === 'offer') {
              const choice = await prompts.chooseFamily(step.families);
              if (choice === undefined) return 'cancelled';
              family = choice;
            }
          }
          if (family) return multipleRequest({ tagId, ...family });
          const force = await forceIfMissing([prCode]);
          if (force === undefined) return 'cancelled';
          return assignTags(storeCode, [{ tagMac: tagId, prCode }], force);
        },
        (r) =>
          doneText(
            translate,
            family
              ? familyText(translate, { tagId, ...family })
              : translate('app.assign.assigned', { tagId, prCode }),
            r,
          ),
      );
    },
    [fail, forceIfMissing, multipleRequest, prompts, rules, run, storeCode, translate],
  );

  const multiple = useCallback(
    (input: MultipleInput) =>
      run(
        () => multipleRequest(input),
        (r) => doneText(translate, familyText(translate, input), r),
      ),
    [multipleRequest, run, translate],
  );

  const bulk = useCallback(
    (rows: AssignRow[]) =>
      run(
        async () => {
          const force = await forceIfMissing([...new Set(rows.map((r) => r.prCode))]);
          if (force === undefined) return 'cancelled';
          return assignTags(storeCode, rows, force);
        },
        (r) =>
          doneText(
            translate,
            translate('app.assign.bulkAssigned', { count: r.tagCount, taskId: r.taskId }),
            r,
          ),
      ),
    [forceIfMissing, run, storeCode, translate],
  );

  return { single, multiple, bulk };
}
