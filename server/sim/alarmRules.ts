// The alarm rules and the gateway log on the simulator's clock (server/alarms/rules.ts): gateway changes are
// logged every tick; the rules run at most once a minute of simulator time.
import type { Queryable } from '../db/db.ts';
import {
  dailyReportRule,
  gatewayOfflineRule,
  invalidGrmRule,
  productFileRule,
  retentionRule,
  type RuleContext,
} from '../alarms/rules.ts';
import { logGatewayChanges } from '../downloads/gatewayLog.ts';
import type { Repositories } from '../repositories/index.ts';

export const RULES_EVERY_MS = 60_000;

export class AlarmRules {
  private lastRun = -Infinity;
  private readonly context: RuleContext;

  constructor(
    private readonly db: Queryable,
    repos: Pick<Repositories, 'alarms' | 'systemConfig'>,
  ) {
    this.context = { db, alarms: repos.alarms, systemConfig: repos.systemConfig };
  }

  async tick(now: Date): Promise<void> {
    await logGatewayChanges(this.db, now);
    if (now.getTime() - this.lastRun < RULES_EVERY_MS) return;
    this.lastRun = now.getTime();
    await gatewayOfflineRule(this.context, now);
    await invalidGrmRule(this.context, now);
    await productFileRule(this.context, now);
    await dailyReportRule(this.context, now);
    await retentionRule(this.context, now);
  }
}
