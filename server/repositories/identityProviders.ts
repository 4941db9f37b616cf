// Identity providers of single sign-on (issue 36; table identity_provider from schemas/identityProvider.schema.json):
// role 0's settings, the enabled ones offered on the login page, the sealed client secret read only by the flow.
import type { Queryable } from '../db/db.ts';
import type { IdentityProviderRecord } from '../../domain/generated/rows.ts';
import { IdentityProviderTableBase } from '../generated/repositories.ts';

/** a provider with its sealed client secret (server use only: the sign-in flow) */
export type IdentityProviderWithSecret = IdentityProviderRecord & { clientSecretSealed: string | null };

export class IdentityProvidersRepository extends IdentityProviderTableBase {
  constructor(db: Queryable) {
    super(db);
  }

  /** the provider with its sealed secret, enabled or not */
  async withSecret(id: number): Promise<IdentityProviderWithSecret | undefined> {
    const [row] = await this.db.query<IdentityProviderWithSecret>(
      `SELECT ${this.columns({ internal: true })} FROM identity_provider WHERE id = $1`,
      [id],
    );
    return row;
  }

  /** whether a secret is stored, per provider id */
  async secretSet(ids: number[]): Promise<Set<number>> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id::int AS id FROM identity_provider WHERE id = ANY($1::bigint[]) AND "clientSecretSealed" IS NOT NULL`,
      [ids],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** the enabled providers' ids and names, in the order they were added */
  async choices(): Promise<Array<{ id: number; name: string }>> {
    return this.db.query<{ id: number; name: string }>(
      'SELECT id::int AS id, name FROM identity_provider WHERE enabled ORDER BY id',
    );
  }

  /** writes the sealed secret: a string sets it, null removes it */
  async setSecret(id: number, sealed: string | null): Promise<void> {
    await this.db.query('UPDATE identity_provider SET "clientSecretSealed" = $2 WHERE id = $1', [id, sealed]);
  }
}
