// /alarm/notification (doc 3 §2): the notification settings of every alarm type (50 per page; mailed or not,
// from which class, members, addresses), each with its setting and content dialogs (alarm write), and the
// alarm settings modal.
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import type { Row } from '../schema-views/registry';
import { AlarmSettingDialog } from './AlarmSettingDialog';
import type { NotificationPage } from './alarmViews';
import { NotificationContentDialog } from './NotificationContentDialog';
import { NotificationSettingDialog } from './NotificationSettingDialog';
import { BatteryMailSetting } from '../battery/BatteryMailSetting';
import './alarmViews';

const meta = resources.alarmNotification;

export default function AlarmNotificationPage() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const [setting, setSetting] = useState<Row>();
  const [content, setContent] = useState<string>();
  const [alarmSetting, setAlarmSetting] = useState(false);
  const page: NotificationPage = {
    openSetting: setSetting,
    openContent: (row) => setContent(String(row.type)),
    openAlarmSetting: () => setAlarmSetting(true),
    canWrite: can(permissions, 'alarm', 'write'),
  };
  return (
    <Card data-testid="alarm-notification-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.alarms.notification.title')}
        </Typography>
        {can(permissions, 'alarm', 'read') && <BatteryMailSetting canWrite={page.canWrite} />}
        <SchemaPage value={page}>
          <SchemaListView meta={meta} />
        </SchemaPage>
      </CardContent>
      <NotificationSettingDialog row={setting} onClose={() => setSetting(undefined)} />
      <NotificationContentDialog type={content} onClose={() => setContent(undefined)} />
      <AlarmSettingDialog open={alarmSetting} onClose={() => setAlarmSetting(false)} />
    </Card>
  );
}
