// The script editors' calls (doc 3 §7 Settings; docs/api.md 'User scripts'), one set per kind of
// server/repositories/scriptKinds.ts:
//   GET  /auth/3rd/party, /paper/parser/store/{code or default}, /product/file/parser/store/{...},
//        /tag/decorator/store/{...}, /plus/decorator/store/{...}        (setting read)  → the entry
//   POST the same paths { code, useType }                                 (setting write) → the saved entry
//   POST <path>/run { code, input }                                       (setting write) → { ok, output | error, ms }
//   GET  <path>/versions                                                  (setting read)  → the replaced versions
//   POST <path>/versions/{id}/restore                                     (setting write) → the saved entry
// The calls are schemas/userScript.schema.json x-calls (`userScript.<kind><Get|Save|Run|Versions|Restore>`).
// A store target must be one of the session's stores (403) and exist (404); 'default' is read by any setting
// reader and written only by a session that sees every store (role 0, enableWholeStore), since it applies to
// all stores. Saving code in use loads it in the sandbox first: a syntax error, a top-level exception or the
// contract's function missing answers 400 with the reason and its line. Saving and restoring go through
// saveSystemScript (server/scripts/saveScript.ts): role 0 only for the third-party authentication script, the
// replaced entry kept as a version, an alarm and a mail to role 0.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import {
  DEFAULT_TARGET,
  SCRIPT_KINDS,
  type ScriptKind,
  type ScriptKindInfo,
  type UseType,
} from '../../repositories/scriptKinds.ts';
import { saveSystemScript } from '../../scripts/saveScript.ts';
import { assertStoreInScope } from '../gw/scope.ts';

type Op = 'Get' | 'Save' | 'Run' | 'Versions' | 'Restore';

/** the call id of an operation of a kind (typed as a per-store kind's: the third-party script has no target) */
const callOf = <O extends Op>(kind: ScriptKind, op: O) =>
  `userScript.${kind}${op}` as `userScript.paperParser${O}`;

/** the row with its Dates as ISO text, as the wire has them (the answer check reads the answer before it is
 * written, where a Date is not the string its schema says) */
const isoTimes = <T extends object>(row: T): T =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as T;

const settingRead = { privilege: 'setting', access: 'read' } as const;
/** saving, restoring or running a system script is for people only (issue 35: never an API token) */
const settingWrite = { privilege: 'setting', access: 'write', sessionOnly: true } as const;

export default async function scriptRoutes(app: FastifyInstance): Promise<void> {
  const scripts = app.repos.userScripts;

  /** the entry a request names; checks its scope (writing: the default needs every store) */
  async function targetOf(
    info: ScriptKindInfo,
    request: FastifyRequest<{ Params: { target?: string } }>,
    writing: boolean,
  ): Promise<string> {
    const target = info.perStore ? (request.params.target ?? '').trim() : DEFAULT_TARGET;
    if (target === DEFAULT_TARGET) {
      if (writing && request.principal?.stores) throw forbidden();
      return target;
    }
    assertStoreInScope(request, target);
    if (!(await app.repos.stores.get({ storeCode: target }))) throw notFound();
    return target;
  }

  for (const info of Object.values(SCRIPT_KINDS)) {
    const emptyUseType = (target: string): UseType => (target === DEFAULT_TARGET ? 'none' : 'default');

    defineCall(app, callOf(info.kind, 'Get'), { guard: settingRead }, async (request) => {
      const target = await targetOf(info, request, false);
      const row = await scripts.get(info.kind, target);
      return isoTimes(
        row ?? {
          kind: info.kind,
          target,
          code: '',
          useType: emptyUseType(target),
          updatedAt: null,
          updatedBy: null,
        },
      );
    });

    defineCall(app, callOf(info.kind, 'Save'), { guard: settingWrite }, async (request) => {
      const target = await targetOf(info, request, true);
      const code = request.body.code ?? '';
      const useType = request.body.useType ?? (code.trim() !== '' ? 'custom' : emptyUseType(target));
      return isoTimes(await saveSystemScript(app, info.kind, target, { code, useType }, request.principal));
    });

    defineCall(app, callOf(info.kind, 'Versions'), { guard: settingRead }, async (request) =>
      (await scripts.versions(info.kind, await targetOf(info, request, false))).map(isoTimes),
    );

    defineCall(app, callOf(info.kind, 'Restore'), { guard: settingWrite }, async (request) => {
      const target = await targetOf(info, request, true);
      const version = await scripts.version(info.kind, target, request.params.id);
      if (!version) throw notFound();
      const { code, useType } = version;
      return isoTimes(await saveSystemScript(app, info.kind, target, { code, useType }, request.principal));
    });

    defineCall(app, callOf(info.kind, 'Run'), { guard: settingWrite }, async (request) => {
      const target = await targetOf(info, request, false);
      const { code, input } = request.body;
      return app.scripts.run(info.kind, code, target, input ?? {});
    });
  }
}
