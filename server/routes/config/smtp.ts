// GET /config/smtp (server config read): the SMTP settings, password left out (answered empty).
// PUT /config/smtp (server config write): the settings; when enabled server, port and account are required
// (doc 3 §5, domain/smtpRules.ts); an empty password keeps the stored one. Mails use them at once.
// The test mail, POST /test/smtp: routes/test/smtp.ts.
import type { FastifyInstance } from 'fastify';
import { loadSmtp, saveSmtp, smtpSettingsOf } from '../../mail/smtpSettings.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';

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
      const { to: _to, ...settings } = await smtpSettingsOf(app.db, request.body);
      await saveSmtp(app.db, settings);
      request.log.info(
        { server: settings.server, port: settings.port, enable: settings.enable },
        'SMTP settings saved',
      );
      void app.mail.poll();
      return { ...settings, password: '' };
    },
  );
}
