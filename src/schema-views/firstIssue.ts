// The first failing field of a generated zod schema, for dialogs that show one message at a time
// (the spec's error dialogs) instead of inline form errors.
import type { z } from 'zod';

export interface Issue {
  field: string;
  /** i18n key */
  message: string;
}

export function firstIssue(schema: z.ZodType, values: unknown): Issue | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'validation.invalidValue' };
}
