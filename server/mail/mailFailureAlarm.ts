// SEND E-MAIL FAILURE, once per outage (doc 3 §8; docs/api.md 'Alarms and mail'): the first mail that fails for
// good raises it, whether its last attempt failed (outboxSender.ts) or its send was cut by a dead instance
// (interruptedSends.ts); system_config 'mailFailureRaised' remembers it until the next mail is
// sent (rearmMailFailure).
import type { Queryable } from '../db/db.ts';
import { ALARM, type AlarmsRepository } from '../repositories/alarms.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** raises SEND E-MAIL FAILURE unless it is raised already for this outage; answers whether it did */
export async function raiseMailFailureOnce(
  db: Queryable,
  alarms: AlarmsRepository,
  data: Record<string, unknown>,
): Promise<boolean> {
  if (!(await repositoriesOf(db).systemConfig.change('mailFailureRaised', true))) return false;
  await alarms.raise({
    location: 'SYSTEM',
    type: ALARM.sendEmailFailure,
    class: 3,
    sourceType: 'server',
    data,
  });
  return true;
}

/** a mail went out: the next failure raises the alarm again */
export async function rearmMailFailure(db: Queryable): Promise<void> {
  const config = repositoriesOf(db).systemConfig;
  // only a raised latch is lowered (no write for every mail sent)
  if ((await config.get<boolean>('mailFailureRaised')) === true)
    await config.change('mailFailureRaised', false);
}
