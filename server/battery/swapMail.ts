// The weekly battery swap-list mail (issue 27 §2; server job 'battery-mail', docs/api.md "Battery replacement
// forecast"): opted in under the notification settings (system_config batterySwapMail.enabled), once per ISO week
// from BATTERY_MAIL_WEEKDAY at BATTERY_MAIL_HOUR (the database's time zone), each member of a store (an account
// whose store list holds it) gets the store's tags whose battery is due within the coming 7 days (or already low),
// grouped by aisle; stores without such tags get no mail. Queued in the outbox like the alarm mails.
import type { Queryable } from '../db/db.ts';
import { BatteryMailRepository, SWAP_MAIL_KEY, type SwapMailSetting } from '../repositories/battery.ts';
import { MailOutboxRepository } from '../repositories/mailOutbox.ts';
import { SystemConfigRepository } from '../repositories/systemConfig.ts';

export interface SwapMailSchedule {
  /** ISO weekday 1 (Monday) … 7 */
  weekday: number;
  hour: number;
}

const day = (value: string | Date | null) => (value ? new Date(value).toISOString().slice(0, 10) : '-');

/** Queues this week's mails when due; answers the mails queued (0 when off, early, or already sent this week). */
export async function runSwapMailJob(db: Queryable, now: Date, schedule: SwapMailSchedule): Promise<number> {
  const config = new SystemConfigRepository(db);
  const setting = (await config.get<SwapMailSetting>(SWAP_MAIL_KEY)) ?? { enabled: false };
  if (!setting.enabled) return 0;
  const repo = new BatteryMailRepository(db);
  const clock = await repo.clock(now);
  if (setting.sentWeek === clock.week) return 0;
  if (clock.weekday < schedule.weekday || (clock.weekday === schedule.weekday && clock.hour < schedule.hour))
    return 0;
  const outbox = new MailOutboxRepository(db);
  let queued = 0;
  for (const store of await repo.storesDue(now)) {
    if (store.members.length === 0) continue;
    const tags = await repo.dueTags(store.storeCode, now);
    const name = store.storeName ? `${store.storeName} (${store.storeCode})` : store.storeCode;
    const lines: string[] = [
      `Batteries to change in ${name} by ${day(new Date(now.getTime() + 7 * 86_400_000))}: ${tags.length} tags.`,
      '',
    ];
    let aisle: string | null | undefined;
    for (const tag of tags) {
      if (tag.aisle !== aisle || lines.length === 2) {
        aisle = tag.aisle;
        lines.push(aisle ? `Aisle / shelf: ${aisle}` : 'No aisle / shelf');
      }
      const due = tag.state === 'low' ? 'low now' : `due ${day(tag.forecastAt)}`;
      lines.push(
        `  [ ] ${tag.tagId}  ${tag.prName ?? tag.prCode ?? '-'}  gateway ${tag.gwMac ?? '-'}  battery ${tag.level ?? '-'} %  ${due}`,
      );
    }
    lines.push('', 'The printable swap list: the console, Batteries, the store, "Print swap list (PDF)".');
    for (const to of store.members) {
      await outbox.queue({
        to,
        subject: `[ESL] Batteries to change this week: ${name}`,
        body: lines.join('\n'),
      });
      queued += 1;
    }
  }
  await config.set(SWAP_MAIL_KEY, { ...setting, sentWeek: clock.week });
  return queued;
}
