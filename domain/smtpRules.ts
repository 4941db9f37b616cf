// The SMTP save rule of doc 3 §5, one place for console and server: when enabled, server, port and account
// are required ('Fill in SMTP Server IP!', 'Fill in SMTP Server Port!', 'Fill in SMTP Account!'), in that order.
import { z } from 'zod';
import { smtpConfigValidators } from './generated/validators';

export const SMTP_REQUIRED = {
  server: 'validation.smtpServer',
  port: 'validation.smtpPort',
  account: 'validation.smtpAccount',
} as const;

interface SmtpValues {
  enable?: boolean | null;
  server?: string | null;
  port?: number | null;
  account?: string | null;
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function requireWhenEnabled(values: SmtpValues, ctx: z.RefinementCtx): void {
  if (!values.enable) return;
  for (const field of ['server', 'port', 'account'] as const) {
    if (blank(values[field])) ctx.addIssue({ code: 'custom', path: [field], message: SMTP_REQUIRED[field] });
  }
}

/** the SMTP dialog's validator: the generated form schema plus the rule above */
export const smtpFormSchema = smtpConfigValidators.form.smtp.superRefine(requireWhenEnabled);
/** the API's validator of PUT /config/smtp and POST /test/smtp (plus `to` for the test) */
export const smtpApiSchema = smtpConfigValidators.api.update
  .extend({ to: z.string().email('validation.invalidValue').max(254).nullish() })
  .superRefine(requireWhenEnabled);
