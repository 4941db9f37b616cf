// What the alarm tables (schemas/alarm.schema.json x-lists.systemAlarm, alarmNotification, mailOutbox) plug
// into the schema list by name: the alarm's data cell, the detail actions that open what raised an alarm (task
// read and tag read needed, doc 3 §6), the alarm type filter, the notification row actions and the alarm
// settings button, and the inputs of members (account emails) and addresses.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SettingsIcon from '@mui/icons-material/Settings';
import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { FilterSelect } from '../layout/filterBar';
import { serverCalls, serverKeys } from '../generated/client';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import {
  registerCell,
  registerFilterInput,
  registerRowAction,
  registerToolbarAction,
  registerWidget,
  type FilterInputProps,
  type Row,
} from '../schema-views/registry';
import { sensorAlarmPath } from '../sensors/api';
import { useAlarmConfig } from './api';

export interface NotificationPage {
  openSetting: (row: Row) => void;
  openContent: (row: Row) => void;
  openAlarmSetting: () => void;
  canWrite: boolean;
}

/** the data of an alarm in one line, the long tag lists left out */
function AlarmData({ record }: { record: Row }) {
  const data = record.data;
  if (!data || typeof data !== 'object') return <span>-</span>;
  const shown = Object.entries(data as Record<string, unknown>)
    .filter(([key]) => key !== 'tagMacs')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
  return <span title={JSON.stringify(data)}>{shown}</span>;
}

interface Target {
  kind:
    | 'task'
    | 'tag'
    | 'gw'
    | 'server'
    | 'serverList'
    | 'store'
    | 'account'
    | 'software'
    | 'productFiles'
    | 'paperUpload'
    | 'sensor';
  to: string;
}

/**
 * What raised the alarm, as a route of the console. A server alarm opens the server's detail when the server is
 * an entry of the server list (`servers`: the ids of GET /status/server), else the server list: a host that is
 * not (or no longer) an entry, such as this server's own memory and disk alarms (server/alarms/hostMonitor.ts)
 * when the list does not hold it, has no detail page.
 */
export function alarmTarget(row: Row, servers?: ReadonlySet<string>): Target | undefined {
  const data = (row.data && typeof row.data === 'object' ? row.data : {}) as Record<string, unknown>;
  const location = String(row.location ?? '');
  const source = typeof row.sourceId === 'string' ? row.sourceId : '';
  const store = location !== 'SYSTEM' ? location : '';
  if (data.taskId !== undefined && store)
    return {
      kind: 'task',
      to: `/task/detail/${store}/${String(data.taskId)}/${String(data.taskType ?? 'PRODUCT')}`,
    };
  // causes that are no store row: a rollout or an upgrade package, a product file for an unknown store, a paper file
  if (data.rolloutId !== undefined || (row.type === 'INVALID GRM' && row.sourceType !== 'gw'))
    return { kind: 'software', to: '/sw-upgrade' };
  if (row.type === 'INVALID STORE CODE') return { kind: 'productFiles', to: '/product/file/upload/history' };
  if (data.uploadId !== undefined && row.type === 'PAPER PARSER EXCEPTION')
    return { kind: 'paperUpload', to: `/paper/upload/history/detail/${String(data.uploadId)}` };
  switch (row.sourceType) {
    case 'sensor':
      return store && source ? { kind: 'sensor', to: sensorAlarmPath(store, source) } : undefined;
    case 'gw':
      return store && source ? { kind: 'gw', to: `/store/${store}/gw/${source}` } : undefined;
    case 'server':
      return source && servers?.has(source)
        ? { kind: 'server', to: `/server/detail/${encodeURIComponent(source)}` }
        : { kind: 'serverList', to: '/server' };
    case 'tag':
      return store ? { kind: 'tag', to: `/tag/detail/${store}` } : undefined;
    case 'account':
      return { kind: 'account', to: '/members' };
    default:
      return store ? { kind: 'store', to: `/store/detail/${store}?viewType=table` } : undefined;
  }
}

/** the ids of the server list's entries (GET /status/server), shared by the rows; undefined while unknown */
function useServerIds(enabled: boolean): ReadonlySet<string> | undefined {
  const { data } = useQuery({
    queryKey: [...serverKeys.search(), 'ids'],
    queryFn: async ({ signal }) => {
      const byType = await serverCalls.search({ signal });
      return new Set(
        Object.values(byType ?? {}).flatMap((rows) =>
          Array.isArray(rows) ? rows.map((r: { id?: unknown }) => String(r.id)) : [],
        ),
      );
    },
    enabled,
    staleTime: 60_000,
  });
  return data;
}

function AlarmDetail({ record }: { record: Row }) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const servers = useServerIds(record.sourceType === 'server' && can(permissions, 'server', 'read'));
  const target = alarmTarget(record, servers);
  if (!target || !can(permissions, 'task', 'read') || !can(permissions, 'tag', 'read')) return <span>-</span>;
  return (
    <Button
      size="small"
      component={Link}
      to={target.to}
      startIcon={<OpenInNewIcon fontSize="small" />}
      data-testid={`alarm-open-${target.kind}`}
    >
      {translate(`app.alarms.history.open.${target.kind}`)}
    </Button>
  );
}

function AlarmTypeFilter(props: FilterInputProps) {
  const translate = useTranslate();
  const config = useAlarmConfig();
  return (
    <FilterSelect
      {...props}
      width={260}
      allLabel={translate('app.maps.all')}
      options={(config?.types ?? []).map((t) => [t.type, t.type] as const)}
      data-testid={props.testId}
    />
  );
}

function NotificationActions({ record }: { record: Row }) {
  const translate = useTranslate();
  const page = useSchemaPage<NotificationPage>();
  if (!page.canWrite) return <span>-</span>;
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" onClick={() => page.openSetting(record)} data-testid="notification-edit">
        {translate('app.alarms.notification.edit')}
      </Button>
      <Button size="small" onClick={() => page.openContent(record)} data-testid="notification-content">
        {translate('app.alarms.notification.content')}
      </Button>
    </Stack>
  );
}

function AlarmSettingOpen() {
  const translate = useTranslate();
  const page = useSchemaPage<NotificationPage>();
  return (
    <Button startIcon={<SettingsIcon />} onClick={page.openAlarmSetting} data-testid="alarm-setting-open">
      {translate('app.alarms.setting.open')}
    </Button>
  );
}

/**
 * members: account emails, chosen from the member list with member read; without it, who the accounts are is not
 * the session's to know (the server masks other accounts' emails), so only the setting's own members are offered
 */
function MemberEmailsInput({ source, label }: { source: string; label?: string }) {
  const { permissions } = useAppPermissions();
  const canList = can(permissions, 'member', 'read');
  const chosen: unknown = useWatch({ name: source });
  const { data } = useGetList(
    'members',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'email', order: 'ASC' } },
    { enabled: canList },
  );
  const emails = canList
    ? (data ?? []).map((m) => String(m.email))
    : Array.isArray(chosen)
      ? chosen.map(String)
      : [];
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      choices={emails.map((email) => ({ id: email, name: email }))}
      fullWidth
      data-testid="notification-members"
    />
  );
}

/** one address per line (or separated by commas): the list of addresses */
const toText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const toList = (text: string) => text.split('\n');

export function addressesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

registerCell('alarmData', { render: AlarmData });
registerRowAction('alarmDetail', AlarmDetail);
registerFilterInput('alarmTypeSelect', AlarmTypeFilter);
registerRowAction('alarmNotificationActions', NotificationActions);
registerToolbarAction('alarmSettingOpen', AlarmSettingOpen);
registerWidget('memberEmails', (field) => [
  <MemberEmailsInput key={field.name} source={field.name} label={field.label} />,
]);
registerWidget('emailList', (field) => [
  <TextInput
    key={field.name}
    source={field.name}
    label="app.alarms.notification.addresses"
    multiline
    minRows={2}
    fullWidth
    format={toText}
    parse={toList}
    // the value is a list formatted as text: the label stays above it
    slotProps={{ inputLabel: { shrink: true } }}
    data-testid="notification-addresses"
  />,
]);
