// Call smtpConfig.test (schemas/smtpConfig.schema.json), POST /test/smtp (server config write): sends one mail with the settings of the body (not saved; an empty
// password takes the stored one) to `to` or the caller, and answers { success: true, message } with the server's
// reply, or 502 { message } with the SMTP error text. The settings themselves: routes/config/smtp.ts.
import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';
import { answer, defineCall } from '../../http/calls.ts';
import { HttpError } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { senderOf, smtpSettingsOf, transportOf } from '../../mail/smtpSettings.ts';

const TEST_TIMEOUT_MS = 15_000;

export default async function smtpTestRoutes(app: FastifyInstance): Promise<void> {
  defineCall(
    app,
    'smtpConfig.test',
    { guard: { privilege: 'server_config', access: 'write' } },
    async (request, reply) => {
      const { to, ...settings } = await smtpSettingsOf(app.db, request.body);
      if (!settings.server) throw new HttpError(400, message('validation.smtpServer'));
      const recipient = to || request.principal!.email;
      const transport = transportOf(settings, TEST_TIMEOUT_MS);
      try {
        const info = await transport.sendMail({
          from: senderOf(settings),
          to: recipient,
          subject: 'ESL console SMTP test',
          text: `This is a test mail of the ESL console (${hostname()}), sent with the SMTP settings being edited.\n`,
        });
        return { success: true as const, message: `Test mail sent to ${recipient}: ${info.response}` };
      } catch (error) {
        const message = `SMTP test failed: ${error instanceof Error ? error.message : String(error)}`;
        return answer(reply, 'smtpConfig.test', 502, { message });
      } finally {
        transport.close();
      }
    },
  );
}
