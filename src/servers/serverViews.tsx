// What the server status page (schemas/server.schema.json x-list) plugs into the schema list by name: the three
// lists by type (layout serverGroups: proxy, database, ESL, doc 1 §2.6), the replication state label, the time
// of the last report, and delete (server write only).
import { useTranslate } from 'ra-core';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { groupedListLayout } from '../schema-views/list/groupedListLayout';
import { dateTimeText } from '../schema-views/list/cells';
import { registerCell, registerLayout, registerRowAction, type Row } from '../schema-views/registry';
import { SERVER_TYPES } from './api';
import { ReplicationState } from './ReplicationState';
import { ServerDeleteButton } from './ServerDeleteButton';

function ReportTime({ record }: { record: Row }) {
  const translate = useTranslate();
  return (
    <span data-testid="server-report-time" style={{ fontSize: 12, opacity: 0.7 }}>
      {translate('app.servers.lastReport')}: {dateTimeText(record.reportTime) || '-'}
    </span>
  );
}

function DeleteAction({ record }: { record: Row }) {
  const { permissions } = useAppPermissions();
  if (!can(permissions, 'server', 'write')) return null;
  return <ServerDeleteButton id={String(record.id)} name={String(record.name ?? '')} />;
}

registerCell('replicationState', {
  render: ({ record }) => <ReplicationState state={record.state as string | null | undefined} />,
});
registerCell('serverReportTime', { render: ReportTime });
registerRowAction('serverDelete', DeleteAction);
registerLayout(
  'serverGroups',
  groupedListLayout({
    field: 'type',
    groups: SERVER_TYPES,
    titles: 'app.servers.list',
    count: 'app.servers.count',
    headline: ['id', 'status', 'state'],
  }),
);
