// The outbox as a table of jobs for the sweep of dead instances (server/instances/): a send a dead instance cut
// is failed for good (it may have gone out, so never sent twice), and the operator hears of it once, as of a
// last failed attempt (SEND E-MAIL FAILURE, mailFailureAlarm.ts).
import type { Queryable } from '../db/db.ts';
import { repositoriesOf } from '../repositories/index.ts';
import type { JobTable } from '../repositories/jobTable.ts';
import { INTERRUPTED_SEND } from '../repositories/mailOutbox.ts';
import { raiseMailFailureOnce } from './mailFailureAlarm.ts';

export function interruptedSends(db: Queryable): JobTable {
  return {
    async closeInterrupted(self, staleSeconds) {
      const repos = repositoriesOf(db);
      const mailIds = await repos.mailOutbox.failInterruptedSends(self, staleSeconds);
      if (mailIds.length > 0)
        await raiseMailFailureOnce(db, repos.alarms, { mailIds, error: INTERRUPTED_SEND });
      return mailIds.length;
    },
  };
}
