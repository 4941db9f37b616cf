// The user scripts (schemas/userScript.schema.json, table user_scripts): one row per kind and target (a store
// code or 'default'). effective() is the script a store runs: its own when its useType is custom, none when
// none, otherwise (default, or no row) the default entry's when that one is custom. Blank code runs nothing.
// Every save keeps the entry it replaces in user_script_versions (migration 790): versions() lists them, newest
// first, for the editors' restore.
import type { TableRow } from '../../domain/generated/rows.ts';
import type { UserScript } from '../../domain/generated/types.ts';
import type { ScriptVersion } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { DEFAULT_TARGET, type ScriptKind, type UseType } from './scriptKinds.ts';

/** an entry as read: the schema's fields (code and useType coalesced), updatedAt and updatedBy null until saved */
export type UserScriptRow = TableRow<UserScript, 'kind' | 'target' | 'code' | 'useType'>;

export interface EffectiveScript {
  /** the entry whose code runs: the store code or 'default' */
  target: string;
  code: string;
}

/** a replaced entry: its code and use as saved at savedAt by savedBy, replaced at replacedAt by replacedBy (the
 * editors read it as sent, schemas/userScript.schema.json $defs.scriptVersion) */
export type UserScriptVersion = ScriptVersion;

/** the versions an editor lists */
export const VERSIONS_LISTED = 20;

const VERSION_COLUMNS = `id::int AS id, code, "useType", "savedAt", "savedBy", "replacedAt", "replacedBy"`;

const COLUMNS = `kind, target, coalesce(code, '') AS code, coalesce("useType", 'none') AS "useType",
  "updatedAt", "updatedBy"`;

export class UserScriptsRepository {
  constructor(readonly db: Queryable) {}

  async get(kind: ScriptKind, target: string): Promise<UserScriptRow | undefined> {
    const [row] = await this.db.query<UserScriptRow>(
      `SELECT ${COLUMNS} FROM user_scripts WHERE kind = $1 AND target = $2`,
      [kind, target],
    );
    return row;
  }

  async save(
    kind: ScriptKind,
    target: string,
    script: { code: string; useType: UseType },
    by: string,
  ): Promise<UserScriptRow> {
    // the replaced entry is kept as a version, then the new one saved (callers save in a transaction)
    await this.db.query(
      `INSERT INTO user_script_versions (kind, target, code, "useType", "savedAt", "savedBy", "replacedBy")
       SELECT kind, target, coalesce(code, ''), coalesce("useType", 'none'), "updatedAt", "updatedBy", $3
       FROM user_scripts WHERE kind = $1 AND target = $2`,
      [kind, target, by],
    );
    const [row] = await this.db.query<UserScriptRow>(
      `INSERT INTO user_scripts (kind, target, code, "useType", "updatedAt", "updatedBy")
       VALUES ($1, $2, $3, $4, now(), $5)
       ON CONFLICT (kind, target) DO UPDATE
         SET code = EXCLUDED.code, "useType" = EXCLUDED."useType", "updatedAt" = now(), "updatedBy" = EXCLUDED."updatedBy"
       RETURNING ${COLUMNS}`,
      [kind, target, script.code, script.useType, by],
    );
    return row;
  }

  /** The replaced versions of an entry, newest first. */
  versions(kind: ScriptKind, target: string): Promise<UserScriptVersion[]> {
    return this.db.query<UserScriptVersion>(
      `SELECT ${VERSION_COLUMNS} FROM user_script_versions WHERE kind = $1 AND target = $2
       ORDER BY id DESC LIMIT ${VERSIONS_LISTED}`,
      [kind, target],
    );
  }

  async version(kind: ScriptKind, target: string, id: number): Promise<UserScriptVersion | undefined> {
    const [row] = await this.db.query<UserScriptVersion>(
      `SELECT ${VERSION_COLUMNS} FROM user_script_versions WHERE kind = $1 AND target = $2 AND id = $3`,
      [kind, target, id],
    );
    return row;
  }

  /** The script a store runs for this kind (storeCode 'default': the default entry), if any. */
  async effective(kind: ScriptKind, storeCode: string): Promise<EffectiveScript | undefined> {
    const rows = await this.db.query<{ target: string; code: string; useType: UseType }>(
      `SELECT target, coalesce(code, '') AS code, coalesce("useType", 'none') AS "useType"
       FROM user_scripts WHERE kind = $1 AND target = ANY($2)`,
      [kind, [storeCode, DEFAULT_TARGET]],
    );
    const own = storeCode === DEFAULT_TARGET ? undefined : rows.find((r) => r.target === storeCode);
    const chosen = own && own.useType !== 'default' ? own : rows.find((r) => r.target === DEFAULT_TARGET);
    if (!chosen || chosen.useType !== 'custom' || chosen.code.trim() === '') return undefined;
    return { target: chosen.target, code: chosen.code };
  }
}
