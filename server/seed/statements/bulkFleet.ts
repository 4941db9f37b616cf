// The bulk fleet generator's statements (server/seed/bulkFleet.ts, `tsx server/sim/fleet.ts --fleet 500x20000`):
// gateways, products and tags of many stores at once with generate_series (deterministic hashes of store, row and
// seed), the secondary indexes of tags and products dropped and rebuilt around them, the gateways' tag counts.
import type { Db } from '../../db/db.ts';
import { PRODUCT_NAMES, TAG_FEATURES, TAG_SIZES } from '../demoData.ts';

const sqlArray = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;
const TYPES = TAG_FEATURES.flatMap((f) => TAG_SIZES.slice(0, 4).map((s) => `${f}${s}`));
const NAMES = [...PRODUCT_NAMES.KR, ...PRODUCT_NAMES.JP, ...PRODUCT_NAMES.EU];

/** h(k) in [0, 2^32): a multiplicative hash of row key k and salt. */
const h = (salt: number) => `((k * 2654435761 + ${salt * 40503 + 1}) % 4294967296)`;

const GATEWAYS = `
  INSERT INTO gateways ("gwMac", "storeCode", "gwIndex", "channelGroupIndex", ip, netmask, "defaultGateway", dns,
    "eslServerPort", "dataChannel", "eventChannel", "gmpVersion", "grmVersion", status, "upLink", "downLink",
    "timeSync", "diskUsage", "ramUsage", "serviceStatusList", "lastStatusTime", "updatedAt", "tagCount")
  SELECT format('00:1B:%s:%s:%s:%s', lpad(upper(to_hex((si >> 8) & 255)), 2, '0'), lpad(upper(to_hex(si & 255)), 2, '0'),
      lpad(upper(to_hex(g)), 2, '0'), lpad(upper(to_hex(($3 + si * 7 + g) & 255)), 2, '0')),
    s.code, g, g % 2, format('10.%s.%s.%s:8080', (si >> 8) & 255, si & 255, 10 + g), '255.255.255.0',
    format('10.%s.%s.1', (si >> 8) & 255, si & 255), '8.8.8.8', 9001, 11 + ((g * 5) % 16), 26,
    (ARRAY['2.4.1', '2.4.3', '2.5.0'])[(1 + (si + g + $3) % 3)::int], (ARRAY['1.8.2', '1.9.0'])[(1 + (si * 3 + g) % 2)::int],
    'NORMAL', 'OK', 'OK', true, 20 + (si + g) % 40, 25 + (si * 7 + g) % 30,
    '[{"name":"grm","status":"RUNNING"},{"name":"gmp","status":"RUNNING"}]'::jsonb, now(), now(), 0
  FROM unnest($1::text[]) WITH ORDINALITY AS s(code, si), generate_series(0, $2::int - 1) AS g
  ON CONFLICT DO NOTHING`;

/** $1 store codes, $2 their indexes, $3 tags per store, $4 seed. */
const PRODUCTS = `
  INSERT INTO products ("storeCode", "prCode", "prName", "layoutId", nfc, "prInfo", "updatedAt")
  SELECT code, format('2%s%s', lpad(si::text, 5, '0'), lpad(i::text, 7, '0')), n.name,
    'L' || lpad((1 + ${h(1)} % 12)::text, 2, '0'), NULL,
    jsonb_build_array(n.name, ((${h(2)} % 99 + 1) * 10 + 9)::text, ''),
    now() - make_interval(secs => (${h(3)} % (7 * 86400))::int)
  FROM unnest($1::text[], $2::int[]) AS s(code, si), generate_series(1, $3::int) AS i,
    LATERAL (SELECT (si::bigint * 1000003 + i + $4::bigint * 7919) AS k) key,
    LATERAL (SELECT (${sqlArray(NAMES)})[(1 + ${h(4)} % ${NAMES.length})::int] AS name) n
  ON CONFLICT DO NOTHING`;

/** Status: 90% OK, 5% NG, 3% WIP, 2% MISSING; 5% low battery; 10% without product; 1% sharing one. */
const TAGS = `
  INSERT INTO tags ("tagId", "tagMac", "storeCode", "prCode", "tagType", "gwMac", "gwIp", status, version, rssi,
    battery, "battStatus", temperature, "updatedAt", "respondedAt")
  SELECT code || lpad(i::text, 6, '0'), upper(lpad(to_hex(si), 4, '0') || lpad(to_hex(i), 8, '0')), code,
    CASE WHEN ${h(5)} % 10 = 0 THEN NULL
      ELSE format('2%s%s', lpad(si::text, 5, '0'), lpad((CASE WHEN ${h(6)} % 100 = 0 AND i > 1 THEN i - 1 ELSE i END)::text, 7, '0')) END,
    (${sqlArray(TYPES)})[(1 + ${h(7)} % ${TYPES.length})::int], gw.macs[(1 + i % gw.n)::int], gw.ips[(1 + i % gw.n)::int],
    CASE WHEN ${h(8)} % 100 < 90 THEN 'OK' WHEN ${h(8)} % 100 < 95 THEN 'NG' WHEN ${h(8)} % 100 < 98 THEN 'WIP' ELSE 'MISSING' END,
    (ARRAY['3.1.0', '3.2.4'])[(1 + ${h(9)} % 2)::int], -(45 + ${h(10)} % 46)::int, b.battery,
    CASE WHEN b.battery < 20 THEN 'LOW' ELSE 'GOOD' END, 15 + ${h(11)} % 12,
    now() - make_interval(secs => (${h(12)} % (3 * 86400))::int), now() - make_interval(secs => (${h(13)} % 86400)::int)
  FROM unnest($1::text[], $2::int[]) AS s(code, si),
    LATERAL (SELECT array_agg("gwMac" ORDER BY "gwIndex") AS macs, array_agg(ip ORDER BY "gwIndex") AS ips,
      GREATEST(count(*), 1) AS n FROM gateways WHERE "storeCode" = code) gw,
    generate_series(1, $3::int) AS i,
    LATERAL (SELECT (si::bigint * 1000003 + i + $4::bigint * 7919) AS k) key,
    LATERAL (SELECT CASE WHEN ${h(14)} % 100 < 5 THEN 5 + ${h(15)} % 15 ELSE 40 + ${h(15)} % 61 END::int AS battery) b
  ON CONFLICT DO NOTHING`;

export interface SecondaryIndex {
  indexname: string;
  indexdef: string;
}

export class SeedBulkFleetRepository {
  constructor(readonly db: Db) {}

  /** `perStore` gateways of each store (seeded variations). */
  async insertGateways(codes: string[], perStore: number, seed: number): Promise<void> {
    await this.db.query(GATEWAYS, [codes, perStore, seed]);
  }

  /** `perStore` products and tags of each store; `indexes` are the stores' 1-based positions in the fleet. */
  async insertProductsAndTags(
    codes: string[],
    indexes: number[],
    perStore: number,
    seed: number,
  ): Promise<void> {
    await this.db.query(PRODUCTS, [codes, indexes, perStore, seed]);
    await this.db.query(TAGS, [codes, indexes, perStore, seed]);
  }

  /** The indexes of these tables other than their primary keys. */
  secondaryIndexes(tables: string[]): Promise<SecondaryIndex[]> {
    return this.db.query<SecondaryIndex>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.tablename = ANY($1::text[]) AND i.schemaname = current_schema()
         AND i.indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype = 'p')`,
      [tables],
    );
  }

  async dropIndex(index: SecondaryIndex): Promise<void> {
    await this.db.query(`DROP INDEX IF EXISTS "${index.indexname}"`);
  }

  /** Builds an index again, with more maintenance memory. */
  async rebuildIndex(index: SecondaryIndex): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      await tx.query(index.indexdef);
    });
  }

  /** The gateways' tag counts of these stores. */
  async countGatewayTags(codes: string[]): Promise<void> {
    await this.db.query(
      `UPDATE gateways g SET "tagCount" = c.n FROM (SELECT "gwMac", count(*)::int AS n FROM tags
         WHERE "storeCode" = ANY($1) GROUP BY 1) c WHERE g."gwMac" = c."gwMac"`,
      [codes],
    );
  }

  /** The planner's statistics of the fleet's tables (PostgreSQL). */
  async analyze(): Promise<void> {
    if (this.db.kind === 'postgres')
      for (const table of ['tags', 'products', 'gateways']) await this.db.query(`VACUUM ANALYZE ${table}`);
  }
}
