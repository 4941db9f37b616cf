// The stores' low-battery lists (server/sim/statements/tagRadioAlarms.ts lowBatteryChanges): every store with tags
// is compared with its last list, a store without tags is not, and a store given by code is compared alone.
import { describe, expect, it } from 'vitest';
import { lowBatteryChanges, saveLowBatterySets } from '../../server/sim/statements/tagRadioAlarms.ts';
import { backends, signedInApp } from './helpers.ts';

describe.each(backends)('the low-battery lists on $name', (backend) => {
  const s = signedInApp(backend);

  it('every store with tags against its last list; a store without tags is not one', async () => {
    const db = s.t.db;
    await db.query(`INSERT INTO stores ("storeCode", "storeName") VALUES ('NOTAGS', 'No tags')`);
    const withTags = await db.query<{ storeCode: string }>(
      `SELECT DISTINCT "storeCode" FROM tags ORDER BY "storeCode"`,
    );
    expect(withTags.length).toBeGreaterThan(1);
    const all = await lowBatteryChanges(db, null);
    await saveLowBatterySets(db, all, new Date().toISOString());
    // after saving, nothing differs; every store with tags has its list, the store without tags none
    expect(await lowBatteryChanges(db, null)).toEqual([]);
    const saved = await db.query<{ storeCode: string }>(
      `SELECT "storeCode" FROM store_low_battery_sets ORDER BY "storeCode"`,
    );
    expect(saved.map((r) => r.storeCode)).toEqual(withTags.map((r) => r.storeCode));
    // one store's tag goes low: that store alone differs, with the tag in its list
    const [tag] = await db.query<{ tagMac: string; storeCode: string }>(
      `SELECT "tagMac", "storeCode" FROM tags WHERE "battStatus" IS DISTINCT FROM 'LOW' ORDER BY "tagId" LIMIT 1`,
    );
    await db.query(`UPDATE tags SET "battStatus" = 'LOW' WHERE "tagMac" = $1`, [tag.tagMac]);
    const changed = await lowBatteryChanges(db, null);
    expect(changed.map((c) => c.storeCode)).toEqual([tag.storeCode]);
    expect(changed[0].current).toContain(tag.tagMac);
    expect(await lowBatteryChanges(db, [tag.storeCode, 'NOTAGS'])).toEqual(changed);
  });
});
