// Webhook subscriptions (table from schemas/webhook.schema.json; calls in server/routes/webhooks/): a caller sees
// and changes only the subscriptions whose scope lies within its stores (one that sees every store sees all).
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import type { WebhookView } from '../../domain/generated/calls.ts';
import { WebhookTableBase } from '../generated/repositories.ts';

/** a subscription as the calls answer it (never its secrets); its times are read as Dates, answered as ISO texts */
export type { WebhookView };

/** the fields its owner writes */
export interface WebhookFields {
  name?: string;
  url?: string;
  events?: string[];
  alarmTypes?: string[] | null;
  alarmClasses?: number[] | null;
  stores?: string[] | null;
  scope?: string[] | null;
  status?: 'active' | 'paused';
}

const VIEW = `id::int AS id, name, url, events, "alarmTypes", "alarmClasses", stores, status, "pausedReason",
  "previousSecretUntil", "failingSince", "createdBy", "createdAt", "updatedAt"`;

/** the caller's stores ($n, null = every store) hold the subscription's scope */
const visible = (param: string) =>
  `(${param}::text[] IS NULL OR (scope IS NOT NULL AND scope <@ ${param}::text[]))`;

export class WebhookSubscriptionsRepository extends WebhookTableBase {
  constructor(db: Queryable) {
    super(db);
  }

  /** the subscriptions `stores` sees, newest first */
  async searchVisible(stores: string[] | undefined, body: SearchBody): Promise<SearchResult<WebhookView>> {
    const paging = parsePaging(body, 25);
    const where = `WHERE ${visible('$1')}`;
    const [{ n }] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_subscription ${where}`,
      [stores ?? null],
    );
    const data = await this.db.query<WebhookView>(
      `SELECT ${VIEW} FROM webhook_subscription ${where} ORDER BY id DESC
       LIMIT $2 OFFSET $3`,
      [stores ?? null, paging.limit ?? null, paging.offset],
    );
    return { recordsTotal: n, recordsFiltered: n, data };
  }

  /** one subscription `stores` sees, undefined otherwise */
  async visibleOne(id: number, stores: string[] | undefined): Promise<WebhookView | undefined> {
    const rows = await this.db.query<WebhookView>(
      `SELECT ${VIEW} FROM webhook_subscription WHERE id = $1 AND ${visible('$2')}`,
      [id, stores ?? null],
    );
    return rows[0];
  }

  async create(fields: WebhookFields & { secret: string; createdBy: string }): Promise<WebhookView> {
    const rows = await this.db.query<WebhookView>(
      `INSERT INTO webhook_subscription (name, url, events, "alarmTypes", "alarmClasses", stores, scope, secret,
         "createdBy")
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9) RETURNING ${VIEW}`,
      [
        fields.name,
        fields.url,
        fields.events,
        fields.alarmTypes ?? null,
        fields.alarmClasses ? JSON.stringify(fields.alarmClasses) : null,
        fields.stores ?? null,
        fields.scope ?? null,
        fields.secret,
        fields.createdBy,
      ],
    );
    return rows[0]!;
  }

  /** writes the fields given (a status written by its owner: pausedReason owner, or none when active again) */
  async change(id: number, fields: WebhookFields): Promise<WebhookView> {
    const sets: string[] = ['"updatedAt" = now()'];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`"${column}" = $${params.length}${cast}`);
    };
    if (fields.name !== undefined) set('name', fields.name);
    if (fields.url !== undefined) set('url', fields.url);
    if (fields.events !== undefined) set('events', fields.events);
    if (fields.alarmTypes !== undefined) set('alarmTypes', fields.alarmTypes);
    if (fields.alarmClasses !== undefined)
      set('alarmClasses', fields.alarmClasses ? JSON.stringify(fields.alarmClasses) : null, '::jsonb');
    if (fields.stores !== undefined) set('stores', fields.stores);
    if (fields.scope !== undefined) set('scope', fields.scope);
    if (fields.status !== undefined) {
      set('status', fields.status);
      set('pausedReason', fields.status === 'paused' ? 'owner' : null);
      if (fields.status === 'active') sets.push('"failingSince" = NULL');
    }
    const rows = await this.db.query<WebhookView>(
      `UPDATE webhook_subscription SET ${sets.join(', ')} WHERE id = $1 RETURNING ${VIEW}`,
      params,
    );
    return rows[0]!;
  }

  /** a new secret; the current one keeps signing until `previousUntil` */
  async rotate(id: number, secret: string, previousUntil: Date): Promise<WebhookView> {
    const rows = await this.db.query<WebhookView>(
      `UPDATE webhook_subscription SET "previousSecret" = secret, secret = $2, "previousSecretUntil" = $3,
         "updatedAt" = now() WHERE id = $1 RETURNING ${VIEW}`,
      [id, secret, previousUntil],
    );
    return rows[0]!;
  }

  /** the subscription and its deliveries */
  async remove(id: number): Promise<void> {
    await this.db.query('DELETE FROM webhook_delivery WHERE "subscriptionId" = $1', [id]);
    await this.db.query('DELETE FROM webhook_subscription WHERE id = $1', [id]);
  }

  /** a failed attempt: the run of failures starts now unless it started already */
  async failing(id: number): Promise<void> {
    await this.db.query(
      `UPDATE webhook_subscription SET "failingSince" = COALESCE("failingSince", now()) WHERE id = $1`,
      [id],
    );
  }

  /** pauses it when it has failed for `forMs`; answers its name and owner when it did */
  async pauseIfFailingFor(
    id: number,
    forMs: number,
  ): Promise<{ name: string; createdBy: string } | undefined> {
    const rows = await this.db.query<{ name: string; createdBy: string }>(
      `UPDATE webhook_subscription SET status = 'paused', "pausedReason" = 'failing', "updatedAt" = now()
       WHERE id = $1 AND status = 'active'
         AND "failingSince" <= now() - make_interval(secs => $2::double precision / 1000)
       RETURNING name, "createdBy"`,
      [id, forMs],
    );
    return rows[0];
  }
}
