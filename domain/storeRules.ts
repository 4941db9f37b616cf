// Store rules beyond the schema's per-field ones (doc 3 §5 'Store create/update', §9): the total duration is
// 10 to 300 seconds ('This value must be greater than 10 and less than 300.', the wording doc 3 §5 gives for
// the same range on the signage info view). Console and server call the same function.
export const DURATION_RANGE = { min: 10, max: 300 } as const;

/** the fields the 10-300 s rule applies to */
export const RANGED_DURATIONS = ['totalDuration'] as const;

/** i18n key of the first ranged duration out of 10-300 s, or undefined */
export function durationProblem(values: Record<string, unknown>): string | undefined {
  for (const field of RANGED_DURATIONS) {
    const raw = values[field];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < DURATION_RANGE.min || value > DURATION_RANGE.max)
      return 'validation.durationRange';
  }
  return undefined;
}
