// What each kind of server runs and how its replication roles are named, for the server simulation
// (doc 1 §3 Server, §4 replication states).
import type { ReplicationState } from '../../domain/servers.ts';
import type { ServerType } from '../repositories/servers.ts';

export interface ServerProfile {
  services: string[];
  /** the replication state of the one server that leads its group */
  leader: ReplicationState;
  follower: ReplicationState;
  /** the states a returning server passes through before it follows again */
  rejoin: ReplicationState[];
  /** baseline memory use in percent */
  memoryBase: number;
}

export const SERVER_PROFILES: Record<ServerType, ServerProfile> = {
  proxy: {
    services: ['nginx', 'haproxy', 'keepalived', 'node-exporter'],
    leader: 'LEADER',
    follower: 'FOLLOWER',
    rejoin: ['STARTUP'],
    memoryBase: 35,
  },
  database: {
    services: ['mongod', 'mongo-backup', 'node-exporter'],
    leader: 'PRIMARY',
    follower: 'SECONDARY',
    rejoin: ['STARTUP', 'RECOVERING', 'STARTUP2'],
    memoryBase: 60,
  },
  esl: {
    services: ['esl-server', 'esl-scheduler', 'grm-bridge', 'redis', 'node-exporter'],
    leader: 'MASTER',
    follower: 'SECONDARY',
    rejoin: ['STARTUP'],
    memoryBase: 50,
  },
};

export const ARBITER: ReplicationState = 'ARBITER';
export const DOWN: ReplicationState = 'DOWN';

/** A stable small number from a server id (spreads baselines and addresses between servers). */
export function idHash(id: string): number {
  let h = 2166136261;
  for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** The fixed part of a server's network information (the rates are simulated per heartbeat). */
export function networkIdentity(id: string, ip: string | null): Record<string, string> {
  const address = ip ?? `10.0.9.${(idHash(id) % 200) + 10}`;
  const h = idHash(id);
  const mac = ['02', '42', ...[0, 8, 16, 24].map((s) => ((h >>> s) & 255).toString(16).padStart(2, '0'))]
    .join(':')
    .toUpperCase();
  return {
    hostname: id,
    interface: 'eth0',
    ip: address,
    netmask: '255.255.255.0',
    gateway: address.replace(/\.\d+$/, '.1'),
    mac,
  };
}
