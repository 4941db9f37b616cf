// A server's 24 hour system status (doc 1 §7 `GET /system/status/server/{id}?start&end`), for both sides: the
// server's samples (server/repositories/serverSamples.ts) and the console's chart (src/servers/).
import type { ServerHistory } from './generated/calls';
import type { Server } from './generated/types';

/** proxy, database or esl (doc 1 §4) */
export type ServerType = Server['type'];

/** a server's replication state (doc 1 §4) */
export type ReplicationState = NonNullable<Server['state']>;

/** a point of the chart: the average of a bucket (server.history's answer rows) */
export type ServerSamplePoint = ServerHistory['data'][number];

/** used and total of a resource */
export type Usage = ServerSamplePoint['ramUsage'];
