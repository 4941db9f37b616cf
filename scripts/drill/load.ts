// The failover drill's mixed load (README "Failover"): an open loop of requests started at a fixed rate whatever
// the answers' pace (at most IN_FLIGHT out at once), round robin over the instances: product searches, and one
// write in four, a new product whose price is the value to find again. Every answer is recorded with its times and
// status (or 'network' when no HTTP answer came), and every acknowledged write (2xx) with its key and value, so the
// drill can tell what failed during the outage and whether each acknowledged write survived it.
import { performance } from 'node:perf_hooks';

const IN_FLIGHT = 32;
/** a request without an answer by then counts as a network failure (a connection stuck on a dead primary) */
const REQUEST_TIMEOUT_MS = 15_000;
export const DRILL_STORE = 'KR001';
const KEY_PREFIX = 'DRILL';

export type Outcome = {
  kind: 'read' | 'write';
  /** performance.now() when sent and answered */
  sentAt: number;
  answeredAt: number;
  status: number | 'network';
};

export interface AcknowledgedWrite {
  key: string;
  value: string;
  answeredAt: number;
}

export interface MixedLoad {
  readonly outcomes: readonly Outcome[];
  readonly acknowledged: readonly AcknowledgedWrite[];
  /** requests skipped because IN_FLIGHT were out */
  readonly skipped: number;
  /** stops sending and waits for the answers still out */
  stop(): Promise<void>;
}

const ok = (status: Outcome['status']) => typeof status === 'number' && status >= 200 && status < 300;
export const isOk = (outcome: Outcome): boolean => ok(outcome.status);

/** starts `rate` requests a second over `apiBases` (…/api) with `headers` (a session's) until stopped */
export function startMixedLoad(apiBases: string[], headers: Record<string, string>, rate: number): MixedLoad {
  const outcomes: Outcome[] = [];
  const acknowledged: AcknowledgedWrite[] = [];
  const pending = new Set<Promise<void>>();
  let skipped = 0;
  let running = true;
  const run = String(Date.now() % 1e6).padStart(6, '0');

  const send = async (i: number) => {
    const apiBase = apiBases[i % apiBases.length]!;
    const kind: Outcome['kind'] = i % 4 === 3 ? 'write' : 'read';
    const key = `${KEY_PREFIX}${run}${String(i).padStart(7, '0')}`;
    const value = String(100 + ((i * 37) % 9900));
    const [path, body] =
      kind === 'write'
        ? [
            '/product',
            {
              taskId: -1,
              priorTaskId: -1,
              storeCode: DRILL_STORE,
              product: [
                { prCode: key, layoutId: 'L01', nfc: null, prInfo: [`Drill ${i}`, value, 'Failover'] },
              ],
            },
          ]
        : [
            `/status/store/${DRILL_STORE}/product/search`,
            { start: 0, length: 10, filter_prCode: KEY_PREFIX },
          ];
    const sentAt = performance.now();
    let status: Outcome['status'];
    try {
      const answer = await fetch(`${apiBase}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await answer.arrayBuffer();
      status = answer.status;
    } catch {
      status = 'network';
    }
    const answeredAt = performance.now();
    outcomes.push({ kind, sentAt, answeredAt, status });
    if (kind === 'write' && ok(status)) acknowledged.push({ key, value, answeredAt });
  };

  const loop = async () => {
    const started = performance.now();
    for (let i = 0; running; i += 1) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resume) => setTimeout(resume, wait));
      if (!running) break;
      if (pending.size >= IN_FLIGHT) {
        skipped += 1;
        continue;
      }
      const request = send(i).finally(() => pending.delete(request));
      pending.add(request);
    }
  };
  const looping = loop();

  return {
    outcomes,
    acknowledged,
    get skipped() {
      return skipped;
    },
    async stop() {
      running = false;
      await looping;
      await Promise.all(pending);
    },
  };
}

/** the acknowledged writes whose key is missing on `database` or holds another value */
export async function lostWrites(
  writes: readonly AcknowledgedWrite[],
  query: (sql: string, params: unknown[]) => Promise<Array<{ key: string; value: string | null }>>,
): Promise<AcknowledgedWrite[]> {
  const rows = await query(
    `SELECT "prCode" AS key, "prInfo"->>1 AS value FROM products WHERE "storeCode" = $1 AND "prCode" = ANY($2)`,
    [DRILL_STORE, writes.map((write) => write.key)],
  );
  const found = new Map(rows.map((row) => [row.key, row.value]));
  return writes.filter((write) => found.get(write.key) !== write.value);
}
