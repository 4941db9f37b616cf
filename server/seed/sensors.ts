// Demo sensors and printers (docs/api.md "Sensors", "Paper labels"): per store the six sensors of
// STORE_SENSOR_KINDS attached to its gateways in turn, with the last 24 hours of samples every 5 minutes
// (generated in SQL, deterministic: a wave by hour of day plus a hash of the sensor and the time), and two
// printers. The same stores and seed give the same rows.
import type { Queryable } from '../db/db.ts';
import { STORE_SENSOR_KINDS } from '../sensors/sensorKinds.ts';
import { createPrng } from '../sim/prng.ts';

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');

/** the MAC of a store's n-th sensor: stable for a store code and seed */
export function demoSensorMac(storeCode: string, n: number, seed: number): string {
  let hash = seed >>> 0;
  for (const char of storeCode) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  const prng = createPrng(hash);
  return ['5C', 'F2', hex2(prng.int(0, 255)), hex2(prng.int(0, 255)), hex2(prng.int(0, 255)), hex2(n)].join(
    ':',
  );
}

export async function seedSensors(db: Queryable, storeCodes: string[], seed: number): Promise<void> {
  for (const [index, storeCode] of storeCodes.entries()) {
    const gateways = await db.query<{ gwMac: string }>(
      `SELECT "gwMac" FROM gateways WHERE "storeCode" = $1 ORDER BY "gwMac"`,
      [storeCode],
    );
    const prng = createPrng(seed + storeCode.length * 977 + storeCode.charCodeAt(storeCode.length - 1));
    const rows = STORE_SENSOR_KINDS.map((kind, n) => ({
      sensorMac: demoSensorMac(storeCode, n, seed),
      gwMac: gateways.length ? gateways[n % gateways.length].gwMac : null,
      operation: kind.operation,
      version: prng.pick(['1.0.4', '1.1.0', '1.2.1']),
      battery: prng.int(12, 100),
      rssi: -prng.int(45, 85),
      minValue: kind.minValue,
      maxValue: kind.maxValue,
      target: kind.target,
      noise: kind.noise,
    }));
    await db.query(
      `INSERT INTO sensors ("sensorMac", "storeCode", "gwMac", operation, version, battery, rssi, status,
         "minValue", "maxValue", "updatedAt")
       SELECT u.mac, $1, u.gw, u.op, u.ver, u.batt, u.rssi, 'OK', u.lo, u.hi, now()
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::float8[], $9::float8[])
         AS u(mac, gw, op, ver, batt, rssi, lo, hi)
       ON CONFLICT ("sensorMac") DO NOTHING`,
      [
        storeCode,
        rows.map((r) => r.sensorMac),
        rows.map((r) => r.gwMac),
        rows.map((r) => r.operation),
        rows.map((r) => r.version),
        rows.map((r) => r.battery),
        rows.map((r) => r.rssi),
        rows.map((r) => r.minValue),
        rows.map((r) => r.maxValue),
      ],
    );
    // 24 hours every 5 minutes: the target, a daily wave (doors open in the day), a deterministic wobble
    await db.query(
      `INSERT INTO sensor_samples ("sensorMac", "sensingTime", "sensingValue")
       SELECT u.mac, t,
         round((u.target + u.noise * 2 * sin(extract(epoch FROM t) / 86400 * 2 * pi())
           + u.noise * ((abs(hashtext(u.mac || extract(epoch FROM t)::text)) % 1000) / 500.0 - 1))::numeric, 2)
       FROM unnest($1::text[], $2::float8[], $3::float8[]) AS u(mac, target, noise),
         generate_series(date_trunc('minute', now()) - interval '24 hours', date_trunc('minute', now()) - interval '5 minutes',
           interval '5 minutes') AS t
       ON CONFLICT DO NOTHING`,
      [rows.map((r) => r.sensorMac), rows.map((r) => r.target), rows.map((r) => r.noise)],
    );
    await db.query(
      `UPDATE sensors s SET "sensingTime" = x.t, "sensingValue" = x.v
       FROM (SELECT DISTINCT ON ("sensorMac") "sensorMac", "sensingTime" AS t, "sensingValue" AS v
             FROM sensor_samples WHERE "sensorMac" = ANY($1) ORDER BY "sensorMac", "sensingTime" DESC) x
       WHERE s."sensorMac" = x."sensorMac"`,
      [rows.map((r) => r.sensorMac)],
    );
    // the third store's second sensor has a flat battery: silent for six hours, NO_RESPONSE (store OFFLINE)
    if (index === 2) await flatBattery(db, rows[1].sensorMac);
  }
}

async function flatBattery(db: Queryable, sensorMac: string): Promise<void> {
  await db.query(
    `DELETE FROM sensor_samples WHERE "sensorMac" = $1 AND "sensingTime" > now() - interval '6 hours'`,
    [sensorMac],
  );
  await db.query(
    `UPDATE sensors SET battery = 0, status = 'NO_RESPONSE', "sensingTime" = x.t, "sensingValue" = x.v
     FROM (SELECT "sensingTime" AS t, "sensingValue" AS v FROM sensor_samples WHERE "sensorMac" = $1
           ORDER BY "sensingTime" DESC LIMIT 1) x
     WHERE "sensorMac" = $1`,
    [sensorMac],
  );
}

/** two printers per store, on the store's printer subnet */
export async function seedPrinters(db: Queryable, storeCodes: string[]): Promise<void> {
  for (const [index, storeCode] of storeCodes.entries()) {
    await db.query(
      `INSERT INTO printers ("storeCode", "printerIp", "printerName") VALUES
         ($1, $2, $3), ($1, $4, $5) ON CONFLICT DO NOTHING`,
      [
        storeCode,
        `10.${20 + (index % 200)}.8.21`,
        `${storeCode}-PRN-01`,
        `10.${20 + (index % 200)}.8.22`,
        `${storeCode}-PRN-02`,
      ],
    );
  }
}

/**
 * A printed paper task per store, yesterday morning: the shelf labels of its first 12 products, from an upload
 * `shelf-labels.csv`, every row answered by its printer (about one in twelve failed, deterministically).
 */
export async function seedPaperTasks(db: Queryable, storeCodes: string[]): Promise<void> {
  for (const storeCode of storeCodes) {
    const at = `date_trunc('day', now()) - interval '15 hours'`;
    const [upload] = await db.query<{ id: number }>(
      `INSERT INTO paper_uploads ("storeCode", "fileName", "taskDes", count, parser, received, finished, "createdBy")
       VALUES ($1, 'shelf-labels.csv', 'Shelf labels', 12, 'built-in', ${at}, ${at} + interval '1 second', 'seed')
       RETURNING "_id"::int AS id`,
      [storeCode],
    );
    const [task] = await db.query<{ id: number }>(
      `INSERT INTO paper_tasks ("storeCode", "taskDes", total, complete, progress, "uploadId", "createdAt", "updatedAt")
       VALUES ($1, 'Shelf labels', 12, 12, 100, $2, ${at}, ${at} + interval '40 seconds') RETURNING "_id"::int AS id`,
      [storeCode, upload.id],
    );
    await db.query(`UPDATE paper_uploads SET "taskId" = $1 WHERE "_id" = $2`, [task.id, upload.id]);
    await db.query(
      `WITH p AS (SELECT "printerIp", "printerName", (row_number() OVER (ORDER BY "printerIp") - 1)::int AS n,
                    count(*) OVER ()::int AS total FROM printers WHERE "storeCode" = $2),
       pr AS (SELECT "prCode", "prInfo", row_number() OVER (ORDER BY "prCode")::int AS no FROM products
              WHERE "storeCode" = $2 ORDER BY "prCode" LIMIT 12),
       rows AS (SELECT pr.*, abs(hashtext($2 || pr."prCode")) % 12 = 0 AS failed FROM pr)
       INSERT INTO paper_task_rows ("taskId", "storeCode", "rowNo", "prCode", "prInfo", "printerIp", "printerName",
         "resultCode", "resultMsg", "printedTime", "updatedAt")
       SELECT $1, $2, r.no, r."prCode", COALESCE(r."prInfo", '[]'::jsonb), p."printerIp", p."printerName",
         CASE WHEN r.failed THEN 2 ELSE 1 END, CASE WHEN r.failed THEN 'Paper out' ELSE 'Printed' END,
         ${at} + r.no * interval '3 seconds', ${at} + r.no * interval '3 seconds'
       FROM rows r LEFT JOIN p ON p.n = (r.no - 1) % p.total`,
      [task.id, storeCode],
    );
    await db.query(
      `UPDATE paper_tasks SET total = x.n, complete = x.n FROM (SELECT count(*)::int AS n FROM paper_task_rows
       WHERE "taskId" = $1) x WHERE "_id" = $1`,
      [task.id],
    );
  }
}
