// A few days of tag history for the demo (idempotent per install through the demo seed marker): one product
// update task per store and day (rows OK, a few NG, with the product info pushed, and the product update history
// rows of the products it carried), battery and temperature
// samples every 4 hours, some resets, and an UPDATE FAILURE alarm per seeded task with failed tags. Values are
// derived from hashes of the tag id (server/seed/statements/tagHistory.ts), so the same fleet gives the same history.
import type { Queryable } from '../db/db.ts';
import { SeedTagHistoryRepository } from './statements/tagHistory.ts';
import { RADIO_ALARM } from '../sim/tagRadioAlarms.ts';
import { repositoriesOf } from '../repositories/index.ts';

export const SEED_USER = 'seed';

/** `stores`: the stores to give a history (the demo stores: a benchmark fleet of 500 stores gets none). */
export async function seedTagHistory(
  db: Queryable,
  stores: string[],
  days = 3,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const history = new SeedTagHistoryRepository(db);
  const tasks = await history.insertTasks(at, days, SEED_USER, stores);
  if (tasks.length === 0) return;
  // Revert and the product history page work on the demo from the start
  await history.insertProductUpdates(tasks, SEED_USER);
  await history.insertTaskTags(tasks);
  const ended = await history.countTaskTags(tasks.map((t) => t.taskId));
  await history.insertSamples(stores, days, at);
  const failed = ended.filter((t) => t.failedTags > 0);
  const byTask = await history.failedTagMacs(failed.map((t) => t.taskId));
  await repositoriesOf(db).alarms.raise(
    failed.map((t) => ({
      location: t.storeCode,
      type: RADIO_ALARM.updateFailure,
      class: 2 as const,
      sourceType: 'tag' as const,
      at: new Date(t.at),
      data: {
        taskId: t.taskId,
        taskType: 'PRODUCT',
        failedTags: t.failedTags,
        totalTags: t.totalTags,
        tagMacs: byTask.get(t.taskId) ?? [],
      },
    })),
  );
}
