// GET /config/smtp (server config read): the SMTP settings, password left out (answered empty).
// PUT /config/smtp (server config write): the settings; when enabled server, port and account are required
// (doc 3 §5, domain/smtpRules.ts); an empty password keeps the stored one. Mails use them at once.
// POST /test/smtp (server config write): sends one mail with the settings of the body (not saved; an empty
// password takes the stored one) to `to` or the caller, and answers { success: true, message } with the server's
// reply, or 502 { message } with the SMTP error text.
import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';
import { smtpApiSchema } from '../../../domain/smtpRules.ts';
import { HttpError } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { parseBody } from '../../http/validate.ts';
import {
  loadSmtp,
  saveSmtp,
  senderOf,
  SMTP_DEFAULTS,
  transportOf,
  type SmtpSettings,
} from '../../mail/smtpSettings.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';

const TEST_TIMEOUT_MS = 15_000;

async function settingsOf(
  app: FastifyInstance,
  body: unknown,
): Promise<SmtpSettings & { to?: string | null }> {
  const input = parseBody(smtpApiSchema, body);
  const stored = await loadSmtp(app.db);
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

export default async function smtpRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/config/smtp',
    {
      config: { privilege: 'server_config', access: 'read' },
      schema: doc('config', 'The SMTP settings (password answered empty)', {
        ...withAuthHeaders,
        response: { 200: entity('SmtpConfig') },
      }),
    },
    async () => ({ ...(await loadSmtp(app.db)), password: '' }),
  );

  app.put(
    '/config/smtp',
    {
      config: { privilege: 'server_config', access: 'write' },
      schema: doc('config', 'Save the SMTP settings', { ...withAuthHeaders, body: entity('SmtpConfig') }),
    },
    async (request) => {
      const { to: _to, ...settings } = await settingsOf(app, request.body);
      await saveSmtp(app.db, settings);
      request.log.info(
        { server: settings.server, port: settings.port, enable: settings.enable },
        'SMTP settings saved',
      );
      void app.mail.poll();
      return { ...settings, password: '' };
    },
  );

  app.post(
    '/test/smtp',
    {
      config: { privilege: 'server_config', access: 'write' },
      schema: doc('config', 'Send a test mail with the given SMTP settings', {
        ...withAuthHeaders,
        body: entity('SmtpConfig'),
      }),
    },
    async (request, reply) => {
      const { to, ...settings } = await settingsOf(app, request.body);
      if (!settings.server) throw new HttpError(400, message('validation.smtpServer'));
      const recipient = to || request.session!.email;
      const transport = transportOf(settings, TEST_TIMEOUT_MS);
      try {
        const info = await transport.sendMail({
          from: senderOf(settings),
          to: recipient,
          subject: 'ESL console SMTP test',
          text: `This is a test mail of the ESL console (${hostname()}), sent with the SMTP settings being edited.\n`,
        });
        return { success: true, message: `Test mail sent to ${recipient}: ${info.response}` };
      } catch (error) {
        const message = `SMTP test failed: ${error instanceof Error ? error.message : String(error)}`;
        return reply.code(502).send({ message });
      } finally {
        transport.close();
      }
    },
  );
}
