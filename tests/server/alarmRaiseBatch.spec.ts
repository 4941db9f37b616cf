// Group commit of AlarmsRepository.raise: alarms raised one at a time by many concurrent causes travel together
// in few statements (the bench's 1,000 alarms/s goal), none is lost, each caller learns of its own alarms, and an
// alarm the database refuses fails only the caller that raised it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { AlarmsRepository, type AlarmInput } from '../../server/repositories/alarms.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const CALLERS = 40;

/** the database, counting the statements that insert alarms */
function counting(db: Db): { db: Db; raises: () => number } {
  let raises = 0;
  const proxy = new Proxy(db, {
    get(target, name, receiver) {
      if (name !== 'query') return Reflect.get(target, name, receiver) as unknown;
      return (sql: string, params?: unknown[]) => {
        if (sql.includes('INSERT INTO alarm_history')) raises += 1;
        return target.query(sql, params);
      };
    },
  });
  return { db: proxy, raises: () => raises };
}

describe.each(backends)('alarm raise group commit on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t.close());

  const alarm = (i: number, type = 'UPDATE FAILURE'): AlarmInput => ({
    location: `GC${String(i).padStart(3, '0')}`,
    type,
    class: 2,
    sourceType: 'task',
    data: { n: i },
  });
  const recorded = async (prefix: string) =>
    (
      await t.db.query<{ location: string }>(
        `SELECT location FROM alarm_history WHERE location LIKE $1 ORDER BY location`,
        [`${prefix}%`],
      )
    ).map((r) => r.location);

  it('concurrent single raises share statements and none is lost', async () => {
    const { db, raises } = counting(t.db);
    const repo = new AlarmsRepository(db);
    const answers = await Promise.all(Array.from({ length: CALLERS }, (_, i) => repo.raise(alarm(i))));
    expect(answers.map((a) => a.alarms)).toEqual(Array(CALLERS).fill(1));
    expect(await recorded('GC')).toEqual(Array.from({ length: CALLERS }, (_, i) => alarm(i).location));
    expect(raises()).toBeLessThan(CALLERS / 2);
  });

  it('an alarm the database refuses fails its own caller only', async () => {
    const repo = new AlarmsRepository(t.db);
    const bad = { ...alarm(900), location: 'GB900', type: null as unknown as string };
    const answers = await Promise.allSettled([
      repo.raise({ ...alarm(1), location: 'GB001' }),
      repo.raise(bad),
      repo.raise({ ...alarm(2), location: 'GB002' }),
      repo.raise({ ...alarm(3), location: 'GB003' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(await recorded('GB')).toEqual(['GB001', 'GB002', 'GB003']);
  });
});
