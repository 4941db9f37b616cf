// The demo's sensors and paper tasks (server/seed/sensors.ts; its printers: server/repositories/printers.ts): rows
// of a store at once, the sensors' samples generated in SQL (deterministic: a wave by hour of day plus a hash of the
// sensor and the time).
import type { Queryable } from '../../db/db.ts';

/** A demo sensor and the shape of its samples. */
export interface SeedSensor {
  sensorMac: string;
  gwMac: string | null;
  operation: string;
  version: string;
  battery: number;
  rssi: number;
  minValue: number;
  maxValue: number;
  /** the value its samples wave around, and by how much */
  target: number;
  noise: number;
}

export class SeedSensorsRepository {
  constructor(readonly db: Queryable) {}

  async gatewayMacs(storeCode: string): Promise<string[]> {
    const rows = await this.db.query<{ gwMac: string }>(
      `SELECT "gwMac" FROM gateways WHERE "storeCode" = $1 ORDER BY "gwMac"`,
      [storeCode],
    );
    return rows.map((r) => r.gwMac);
  }

  /** The store's sensors (status OK); sensors present already are left alone. */
  async insertSensors(storeCode: string, rows: SeedSensor[]): Promise<void> {
    await this.db.query(
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
  }

  /** 24 hours every 5 minutes: the target, a daily wave (doors open in the day), a deterministic wobble. */
  async insertDayOfSamples(rows: SeedSensor[]): Promise<void> {
    await this.db.query(
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
  }

  /** Each sensor shows its newest sample. */
  async showLatestSamples(sensorMacs: string[]): Promise<void> {
    await this.db.query(
      `UPDATE sensors s SET "sensingTime" = x.t, "sensingValue" = x.v
       FROM (SELECT DISTINCT ON ("sensorMac") "sensorMac", "sensingTime" AS t, "sensingValue" AS v
             FROM sensor_samples WHERE "sensorMac" = ANY($1) ORDER BY "sensorMac", "sensingTime" DESC) x
       WHERE s."sensorMac" = x."sensorMac"`,
      [sensorMacs],
    );
  }

  /**
   * A door left open: the sensor's samples from `hoursAgo` hours ago for `minutes` minutes above its range (30 % of
   * the range above its maximum, as the simulator's excursions); answers them, oldest first.
   */
  async excursion(
    sensor: Pick<SeedSensor, 'sensorMac' | 'minValue' | 'maxValue'>,
    hoursAgo: number,
    minutes: number,
  ): Promise<Array<{ at: Date; value: number }>> {
    const rows = await this.db.query<{ at: Date; value: number }>(
      `UPDATE sensor_samples SET "sensingValue" = round(($2::float8 + ($2::float8 - $3::float8) * 0.3)::numeric, 2)
       WHERE "sensorMac" = $1
         AND "sensingTime" >= date_trunc('minute', now()) - make_interval(hours => $4::int)
         AND "sensingTime" < date_trunc('minute', now()) - make_interval(hours => $4::int) + make_interval(mins => $5::int)
       RETURNING "sensingTime" AS at, "sensingValue"::float8 AS value`,
      [sensor.sensorMac, sensor.maxValue, sensor.minValue, hoursAgo, minutes],
    );
    return rows
      .map((row) => ({ at: new Date(row.at), value: Number(row.value) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /** A flat battery: silent for six hours, NO_RESPONSE, showing its last sample (answered: when it was sent). */
  async flatBattery(sensorMac: string): Promise<Date | undefined> {
    await this.db.query(
      `DELETE FROM sensor_samples WHERE "sensorMac" = $1 AND "sensingTime" > now() - interval '6 hours'`,
      [sensorMac],
    );
    const [row] = await this.db.query<{ at: Date }>(
      `UPDATE sensors SET battery = 0, status = 'NO_RESPONSE', "sensingTime" = x.t, "sensingValue" = x.v
       FROM (SELECT "sensingTime" AS t, "sensingValue" AS v FROM sensor_samples WHERE "sensorMac" = $1
             ORDER BY "sensingTime" DESC LIMIT 1) x
       WHERE "sensorMac" = $1 RETURNING x.t AS at`,
      [sensorMac],
    );
    return row ? new Date(row.at) : undefined;
  }

  /**
   * A printed paper task of the store, yesterday morning: the shelf labels of its first 12 products, from an
   * upload `shelf-labels.csv`, every row answered by its printer (about one in twelve failed, deterministically).
   */
  async printedPaperTask(storeCode: string): Promise<void> {
    const at = `date_trunc('day', now()) - interval '15 hours'`;
    const [upload] = await this.db.query<{ id: number }>(
      `INSERT INTO paper_uploads ("storeCode", "fileName", "taskDes", count, parser, received, finished, "createdBy")
       VALUES ($1, 'shelf-labels.csv', 'Shelf labels', 12, 'built-in', ${at}, ${at} + interval '1 second', 'seed')
       RETURNING "_id"::int AS id`,
      [storeCode],
    );
    const [task] = await this.db.query<{ id: number }>(
      `INSERT INTO paper_tasks ("storeCode", "taskDes", total, complete, progress, "uploadId", "createdAt", "updatedAt")
       VALUES ($1, 'Shelf labels', 12, 12, 100, $2, ${at}, ${at} + interval '40 seconds') RETURNING "_id"::int AS id`,
      [storeCode, upload.id],
    );
    await this.db.query(`UPDATE paper_uploads SET "taskId" = $1 WHERE "_id" = $2`, [task.id, upload.id]);
    await this.db.query(
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
    await this.db.query(
      `UPDATE paper_tasks SET total = x.n, complete = x.n FROM (SELECT count(*)::int AS n FROM paper_task_rows
       WHERE "taskId" = $1) x WHERE "_id" = $1`,
      [task.id],
    );
  }
}
