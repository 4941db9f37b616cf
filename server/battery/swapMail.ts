// The weekly battery swap-list mail (issue 27 §2; server job 'battery-mail', docs/api.md "Battery replacement
// forecast"): each member opts in for itself under the notification settings (battery_mail_members, issue 33 §4: a
// store-limited account no longer switches the fleet's mail), once per ISO week from BATTERY_MAIL_WEEKDAY at
// BATTERY_MAIL_HOUR (the database's time zone), each opted-in member gets, for each of its own stores (its store
// list; every store for role 0 and enableWholeStore), the store's tags whose battery is due within the coming 7
// days (or already low),
// grouped by aisle, in the member's interface language (accounts.locale, kept from the login; English until then);
// stores without such tags get no mail. Queued in the outbox like the alarm mails.
import type { Queryable } from '../db/db.ts';
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '../../domain/locales.ts';
import { localeText } from '../../domain/localeText.ts';
import type { BatteryListRow } from '../repositories/battery.ts';
import { repositoriesOf } from '../repositories/index.ts';

export interface SwapMailSchedule {
  /** ISO weekday 1 (Monday) … 7 */
  weekday: number;
  hour: number;
}

const day = (value: string | Date | null) => (value ? new Date(value).toISOString().slice(0, 10) : '-');

/** A store's swap-list mail in one language: the tags by aisle, each with a tick box. */
export function swapMail(
  locale: LocaleCode,
  store: { storeCode: string; storeName: string | null },
  tags: BatteryListRow[],
  now: Date,
): { subject: string; body: string } {
  const say = (key: string, args?: Record<string, string | number>) =>
    localeText(locale, `app.battery.mail.${key}`, args);
  const name = store.storeName ? `${store.storeName} (${store.storeCode})` : store.storeCode;
  const until = day(new Date(now.getTime() + 7 * 86_400_000));
  const lines: string[] = [say('heading', { store: name, until, count: tags.length }), ''];
  let aisle: string | null | undefined;
  for (const tag of tags) {
    if (tag.aisle !== aisle || lines.length === 2) {
      aisle = tag.aisle;
      lines.push(aisle ? say('aisle', { aisle }) : say('noAisle'));
    }
    const due = tag.state === 'low' ? say('lowNow') : say('due', { date: day(tag.forecastAt) });
    lines.push(
      say('line', {
        tagId: tag.tagId,
        product: tag.prName ?? tag.prCode ?? '-',
        gateway: tag.gwMac ?? '-',
        level: tag.level ?? '-',
        due,
      }),
    );
  }
  const menu = localeText(locale, 'app.menu.battery');
  const button = localeText(locale, 'app.battery.swapPdf');
  lines.push('', say('footer', { menu, button }));
  return { subject: say('subject', { store: name }), body: lines.join('\n') };
}

/** Queues this week's mails of the members opted in and not mailed this week yet, when due; answers the mails
 * queued (0 when nobody is opted in, early, or already sent this week). */
export async function runSwapMailJob(db: Queryable, now: Date, schedule: SwapMailSchedule): Promise<number> {
  const repo = repositoriesOf(db).batteryMail;
  const clock = await repo.clock(now);
  if (clock.weekday < schedule.weekday || (clock.weekday === schedule.weekday && clock.hour < schedule.hour))
    return 0;
  const due = await repo.claimWeek(clock.week);
  if (due.length === 0) return 0;
  const outbox = repositoriesOf(db).mailOutbox;
  let queued = 0;
  for (const store of await repo.storesDue(now, due)) {
    if (store.members.length === 0) continue;
    const tags = await repo.dueTags(store.storeCode, now);
    // one mail text per language the store's members use
    const byLocale = new Map<LocaleCode, string[]>();
    for (const member of store.members) {
      const locale = isLocale(member.locale) ? member.locale : DEFAULT_LOCALE;
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), member.email]);
    }
    for (const [locale, emails] of byLocale) {
      const mail = swapMail(locale, store, tags, now);
      for (const to of emails) {
        await outbox.queue({ to, ...mail });
        queued += 1;
      }
    }
  }
  return queued;
}
