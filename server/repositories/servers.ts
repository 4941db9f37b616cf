// Servers of the installation (proxy, database, esl): the lists by type, the heartbeat reports of the
// simulator, the status samples of the 24 hour chart and each server's alarm history.
import type { AlarmHistoryRow } from '../../domain/generated/calls.ts';
import type { ServerType } from '../../domain/servers.ts';
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { AlarmClass } from './alarms.ts';
import { ServerSamplesRepository, type Usage } from './serverSamples.ts';
import type { ServerInternal, ServerRecord, WithoutInternal } from './types.ts';

export type { ServerType };

/** a server as a read answers it: its replica role (x-internal) only with `{ internal: true }` */
export type ServerRead = WithoutInternal<ServerRecord, ServerInternal>;

/** Doc 1 §4: a proxy server keeps only class 1 alarms, an esl server only class 2, a database server only class 3. */
export const SERVER_ALARM_CLASS: Record<ServerType, AlarmClass> = { proxy: 1, esl: 2, database: 3 };

/** The alarm history table (migration 005) as the generic search sees it. */
export const alarmHistoryMeta: TableMeta = {
  entity: 'alarmHistory',
  table: 'alarm_history',
  key: ['id'],
  columns: [
    { name: 'id', sqlType: 'bigserial', sortable: true },
    { name: 'location', sqlType: 'text', filter: '~', sortable: true },
    { name: 'type', sqlType: 'text', filter: '~', sortable: true },
    { name: 'class', sqlType: 'integer', filter: '==', sortable: true },
    { name: 'alarmType', sqlType: 'text', filter: '==', sortable: true },
    { name: 'alarmTime', sqlType: 'timestamptz', sortable: true },
    { name: 'updatedAt', sqlType: 'timestamptz', sortable: true },
    { name: 'sourceType', sqlType: 'text', internal: true },
    { name: 'sourceId', sqlType: 'text', internal: true },
    { name: 'data', sqlType: 'jsonb', json: true },
  ],
  defaultSort: { field: 'updatedAt', order: 'DESC' },
};

/** an alarm of a server's, gateway's or sensor's alarm history (schemas/alarm.schema.json alarmHistoryRow; its times
 * are Dates as read, ISO texts as answered) */
export type { AlarmHistoryRow };

/** What a server's heartbeat reports (the simulator's, or a real agent's). */
export interface ServerReport {
  id: string;
  status: ServerRecord['status'];
  state: ServerRecord['state'];
  /** absent: no heartbeat arrived (an offline server keeps its last reportTime) */
  reportTime?: Date;
  ramUsage: Usage;
  diskUsage: Usage;
  serviceStatusList: NonNullable<ServerRecord['serviceStatusList']>;
  networkInformation: Record<string, unknown>;
  replicaRole: NonNullable<ServerRecord['replicaRole']>;
}

export class ServersRepository extends EntityRepository<ServerRead> {
  readonly samples: ServerSamplesRepository;
  private readonly alarmHistory: EntityRepository<AlarmHistoryRow>;

  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
    this.samples = new ServerSamplesRepository(db);
    this.alarmHistory = new EntityRepository<AlarmHistoryRow>(db, alarmHistoryMeta);
  }

  override with(tx: Queryable): ServersRepository {
    return new ServersRepository(tx, this.meta);
  }

  async byType(): Promise<{ proxy: ServerRead[]; database: ServerRead[]; esl: ServerRead[] }> {
    const rows = await this.all();
    return {
      proxy: rows.filter((r) => r.type === 'proxy'),
      database: rows.filter((r) => r.type === 'database'),
      esl: rows.filter((r) => r.type === 'esl'),
    };
  }

  /** The alarm history of one server: its own alarms of the class its type keeps, 10 per page, newest first. */
  alarms(
    server: Pick<ServerRecord, 'id' | 'type'>,
    body: SearchBody,
  ): Promise<SearchResult<AlarmHistoryRow>> {
    return this.alarmHistory.search(body, {
      fixed: { sourceType: 'server', sourceId: server.id, class: SERVER_ALARM_CLASS[server.type] },
      defaultLength: 10,
    });
  }

  /** The id of the entry naming this host (its id or name is the host name, or its ip is one of the addresses). */
  async entryOfHost(host: string, addresses: string[]): Promise<string | undefined> {
    const [row] = await this.db.query<{ id: string }>(
      `SELECT id FROM servers WHERE id = $1 OR name = $1 OR ip = ANY($2::text[])
       ORDER BY (id = $1) DESC, (name = $1) DESC, id LIMIT 1`,
      [host, addresses],
    );
    return row?.id;
  }

  /** Writes the heartbeats of several servers at once. */
  async report(reports: ServerReport[]): Promise<void> {
    if (reports.length === 0) return;
    await this.db.query(
      `UPDATE servers s SET status = u.status, state = u.state, "reportTime" = COALESCE(u.at, s."reportTime"),
         "ramUsage" = u.ram, "diskUsage" = u.disk, "serviceStatusList" = u.services, "networkInformation" = u.network, "replicaRole" = u.role
       FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::jsonb[], $6::jsonb[], $7::jsonb[], $8::jsonb[], $9::text[])
         AS u(id, status, state, at, ram, disk, services, network, role)
       WHERE s.id = u.id`,
      [
        reports.map((r) => r.id),
        reports.map((r) => r.status),
        reports.map((r) => r.state),
        reports.map((r) => r.reportTime?.toISOString() ?? null),
        reports.map((r) => JSON.stringify(r.ramUsage)),
        reports.map((r) => JSON.stringify(r.diskUsage)),
        reports.map((r) => JSON.stringify(r.serviceStatusList)),
        reports.map((r) => JSON.stringify(r.networkInformation)),
        reports.map((r) => r.replicaRole),
      ],
    );
  }
}
