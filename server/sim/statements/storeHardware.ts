// The store hardware installer's statements (server/sim/storeHardware.ts): printers and sensors fitted to the
// stores that have none, a bounded number of stores per call; paper rows made before a store had printers given
// to them. Addresses and versions are hashes of the store code and the seed.
import type { Queryable } from '../../db/db.ts';
import type { SensorKind } from '../../repositories/sensorKinds.ts';

/** stores fitted per tick: a 500-store fleet is fitted in a few ticks, each tick short */
const STORES_PER_TICK = 100;

/** the store's hash as an unsigned integer of the seed (a SQL expression of `code`) */
const hashOf = (salt: string) =>
  `('x' || substr(md5(code || ':' || $1::text || ':${salt}'), 1, 8))::bit(32)::bigint`;

const PRINTERS = `
  WITH s AS (SELECT "storeCode" AS code FROM stores st
             WHERE NOT EXISTS (SELECT 1 FROM printers p WHERE p."storeCode" = st."storeCode")
             ORDER BY "storeCode" LIMIT ${STORES_PER_TICK})
  INSERT INTO printers ("storeCode", "printerIp", "printerName")
  SELECT code, format('10.%s.8.%s', 20 + ${hashOf('printer')} % 200, 20 + n), format('%s-PRN-%s', code, lpad(n::text, 2, '0'))
  FROM s, generate_series(1, 2) AS n
  ON CONFLICT DO NOTHING`;

// $2.. the kinds: operation, minValue, maxValue (their order is the sensor's number)
const SENSORS = `
  WITH s AS (SELECT "storeCode" AS code FROM stores st
             WHERE NOT EXISTS (SELECT 1 FROM sensors x WHERE x."storeCode" = st."storeCode")
             ORDER BY "storeCode" LIMIT ${STORES_PER_TICK}),
  g AS (SELECT "storeCode", "gwMac", (row_number() OVER (PARTITION BY "storeCode" ORDER BY "gwMac") - 1)::int AS i,
          count(*) OVER (PARTITION BY "storeCode")::int AS c
        FROM gateways WHERE "storeCode" IN (SELECT code FROM s)),
  k AS (SELECT * FROM unnest($2::text[], $3::float8[], $4::float8[]) WITH ORDINALITY AS k(op, lo, hi, n)),
  m AS (SELECT code, k.*, upper(lpad(to_hex(${hashOf('sensor')}), 8, '0')) AS h FROM s, k)
  INSERT INTO sensors ("sensorMac", "storeCode", "gwMac", operation, version, battery, rssi, status,
    "minValue", "maxValue", "updatedAt")
  SELECT format('5C:%s:%s:%s:%s:%s', substr(h, 1, 2), substr(h, 3, 2), substr(h, 5, 2), substr(h, 7, 2),
           lpad(upper(to_hex(n::int - 1)), 2, '0')),
    code, (SELECT g."gwMac" FROM g WHERE g."storeCode" = m.code AND g.i = (m.n::int - 1) % g.c),
    op, (ARRAY['1.0.4', '1.1.0', '1.2.1'])[1 + (${hashOf('version')} + n) % 3],
    60 + (${hashOf('battery')} + n * 7) % 41, -(45 + (${hashOf('rssi')} + n * 11) % 41), 'OK', lo, hi, now()
  FROM m
  ON CONFLICT ("sensorMac") DO NOTHING`;

// rows of a task made before the store had printers: the store's printers take them in turn
const UNASSIGNED_ROWS = `
  WITH r AS (SELECT id, "storeCode", "rowNo" FROM paper_task_rows
             WHERE "printerIp" IS NULL AND "resultCode" IS NULL ORDER BY "storeCode", "rowNo" LIMIT 5000),
  p AS (SELECT "storeCode", "printerIp", "printerName",
          (row_number() OVER (PARTITION BY "storeCode" ORDER BY "printerIp") - 1)::int AS n,
          count(*) OVER (PARTITION BY "storeCode")::int AS total
        FROM printers WHERE "storeCode" IN (SELECT "storeCode" FROM r))
  UPDATE paper_task_rows t SET "printerIp" = p."printerIp", "printerName" = p."printerName", "updatedAt" = now()
  FROM r JOIN p ON p."storeCode" = r."storeCode" AND p.n = (r."rowNo" - 1) % p.total
  WHERE t.id = r.id`;

/** Fits two printers to each store without printers (STORES_PER_TICK stores at most). */
export async function installPrinters(db: Queryable, seed: number): Promise<void> {
  await db.query(PRINTERS, [String(seed)]);
}

/** Fits one sensor per kind (in turn on the store's gateways) to each store without sensors. */
export async function installSensors(
  db: Queryable,
  seed: number,
  kinds: ReadonlyArray<Pick<SensorKind, 'operation' | 'minValue' | 'maxValue'>>,
): Promise<void> {
  await db.query(SENSORS, [
    String(seed),
    kinds.map((k) => k.operation),
    kinds.map((k) => k.minValue),
    kinds.map((k) => k.maxValue),
  ]);
}

/** Gives the rows without a printer to their store's printers in turn. */
export async function assignUnassignedRows(db: Queryable): Promise<void> {
  await db.query(UNASSIGNED_ROWS);
}
