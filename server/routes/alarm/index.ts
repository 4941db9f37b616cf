// The routes of the alarms and mail area (issue 12): alarm setting and config, notification settings and
// contents, the SMTP settings and test (issue 11's SMTP section), the mail outbox. (The sensor alarm history is the sensor area's: server/routes/sensor/index.ts.)
import smtpRoutes from '../config/smtp.ts';
import mailOutboxRoutes from '../mail/outbox.ts';
import alarmNotificationRoutes from './notification.ts';
import alarmSettingRoutes from './setting.ts';

export const alarmAreaRoutes = [alarmSettingRoutes, alarmNotificationRoutes, smtpRoutes, mailOutboxRoutes];
