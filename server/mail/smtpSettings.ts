// The SMTP settings (doc 3 §3: server, port, account, enable, password, tls, ssl), kept in system_config
// 'smtp', and the nodemailer transport they describe: ssl = implicit TLS (usually port 465), tls = STARTTLS
// required; with neither, plain SMTP (a relay inside the store network). The account is the sender address
// and, with a password, the login.
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { smtpApiSchema } from '../../domain/smtpRules.ts';
import type { Queryable } from '../db/db.ts';
import { parseBody } from '../http/validate.ts';
import { repositoriesOf } from '../repositories/index.ts';

export interface SmtpSettings {
  server: string;
  port: number | null;
  account: string;
  enable: boolean;
  password: string;
  tls: boolean;
  ssl: boolean;
}

export const SMTP_DEFAULTS: SmtpSettings = {
  server: '',
  port: 25,
  account: '',
  enable: false,
  password: '',
  tls: false,
  ssl: false,
};

export async function loadSmtp(db: Queryable): Promise<SmtpSettings> {
  const stored = await repositoriesOf(db).systemConfig.get<Partial<SmtpSettings>>('smtp');
  return { ...SMTP_DEFAULTS, ...(stored ?? {}) };
}

/** The settings of a request body (PUT /config/smtp, POST /test/smtp), validated; an empty password keeps the
 * stored one. `to` is the test mail's recipient. */
export async function smtpSettingsOf(
  db: Queryable,
  body: unknown,
): Promise<SmtpSettings & { to?: string | null }> {
  const input = parseBody(smtpApiSchema, body);
  const stored = await loadSmtp(db);
  return {
    server: input.server?.trim() ?? SMTP_DEFAULTS.server,
    port: input.port ?? null,
    account: input.account?.trim() ?? '',
    enable: input.enable ?? false,
    password: input.password ? input.password : stored.password,
    tls: input.tls ?? false,
    ssl: input.ssl ?? false,
    to: input.to,
  };
}

export async function saveSmtp(db: Queryable, settings: SmtpSettings): Promise<void> {
  await repositoriesOf(db).systemConfig.set('smtp', settings);
}

/** the sender address: the account when it is one, else a name at the SMTP server */
export function senderOf(settings: SmtpSettings): string {
  return settings.account.includes('@')
    ? settings.account
    : `${settings.account || 'esl'}@${settings.server}`;
}

export function transportOf(
  settings: SmtpSettings,
  timeoutMs = 15_000,
): Transporter<SMTPTransport.SentMessageInfo> {
  return createTransport({
    host: settings.server,
    port: settings.port ?? (settings.ssl ? 465 : 25),
    secure: settings.ssl,
    requireTLS: settings.tls && !settings.ssl,
    ignoreTLS: !settings.tls && !settings.ssl,
    auth: settings.password ? { user: settings.account, pass: settings.password } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

/** A settings' identity for reusing a transport (changed settings: a new one) */
export function smtpKey(settings: SmtpSettings): string {
  return JSON.stringify([
    settings.server,
    settings.port,
    settings.account,
    settings.password,
    settings.tls,
    settings.ssl,
  ]);
}
