// Calls smtpConfig.get and smtpConfig.save (schemas/smtpConfig.schema.json).
// GET /config/smtp (server config read): the SMTP settings, password left out (answered empty).
// PUT /config/smtp (server config write): the settings; when enabled server, port and account are required
// (doc 3 §5, domain/smtpRules.ts); an empty password keeps the stored one. Mails use them at once.
// The test mail, POST /test/smtp: routes/test/smtp.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { loadSmtp, saveSmtp, smtpSettingsOf } from '../../mail/smtpSettings.ts';

export default async function smtpRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'smtpConfig.get', { guard: { privilege: 'server_config', access: 'read' } }, async () => ({
    ...(await loadSmtp(app.db)),
    password: '',
  }));

  defineCall(
    app,
    'smtpConfig.save',
    { guard: { privilege: 'server_config', access: 'write' } },
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
