// The script editors' calls (doc 3 §7 Settings; docs/api.md 'User scripts'), one set per kind of
// server/repositories/scriptKinds.ts:
//   GET  /auth/3rd/party, /paper/parser/store/{code or default}, /product/file/parser/store/{...},
//        /tag/decorator/store/{...}, /plus/decorator/store/{...}        (setting read)  → the entry
//   POST the same paths { code, useType }                                 (setting write) → the saved entry
//   POST <path>/run { code, input }                                       (setting write) → { ok, output | error, ms }
//   GET  <path>/versions                                                  (setting read)  → the replaced versions
//   POST <path>/versions/{id}/restore                                     (setting write) → the saved entry
// A store target must be one of the session's stores (403) and exist (404); 'default' is read by any setting
// reader and written only by a session that sees every store (role 0, enableWholeStore), since it applies to
// all stores. Saving code in use loads it in the sandbox first: a syntax error, a top-level exception or the
// contract's function missing answers 400 with the reason and its line. Saving and restoring go through
// saveSystemScript (server/scripts/saveScript.ts): role 0 only for the third-party authentication script, the
// replaced entry kept as a version, an alarm and a mail to role 0.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { userScriptValidators } from '../../../domain/generated/validators.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { englishMessage, parseBody } from '../../http/validate.ts';
import {
  DEFAULT_TARGET,
  SCRIPT_KINDS,
  type ScriptKindInfo,
  type UseType,
} from '../../repositories/scriptKinds.ts';
import { saveSystemScript } from '../../scripts/saveScript.ts';
import { assertStoreInScope } from '../gw/scope.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';

const invalid = englishMessage('validation.invalidValue');
const runBody = z.object({
  code: z.string({ error: invalid }).max(200_000, { error: invalid }),
  input: z.record(z.string(), z.unknown(), { error: invalid }).default({}),
});

type Params = { target?: string; id?: string };

export default async function scriptRoutes(app: FastifyInstance): Promise<void> {
  const scripts = app.repos.userScripts;

  /** the entry a request names; checks its scope (writing: the default needs every store) */
  async function targetOf(info: ScriptKindInfo, request: FastifyRequest, writing: boolean): Promise<string> {
    const target = info.perStore ? ((request.params as Params).target ?? '').trim() : DEFAULT_TARGET;
    if (target === DEFAULT_TARGET) {
      if (writing && request.session?.stores) throw forbidden();
      return target;
    }
    assertStoreInScope(request, target);
    if (!(await app.repos.stores.get({ storeCode: target }))) throw notFound();
    return target;
  }

  for (const info of Object.values(SCRIPT_KINDS)) {
    const tag = info.perStore ? 'setting' : 'auth';
    const emptyUseType = (target: string): UseType => (target === DEFAULT_TARGET ? 'none' : 'default');

    app.get(
      info.path,
      {
        config: { privilege: 'setting', access: 'read' },
        schema: doc(tag, `The ${info.kind} script { code, useType }`, withAuthHeaders),
      },
      async (request) => {
        const target = await targetOf(info, request, false);
        const row = await scripts.get(info.kind, target);
        return (
          row ?? {
            kind: info.kind,
            target,
            code: '',
            useType: emptyUseType(target),
            updatedAt: null,
            updatedBy: null,
          }
        );
      },
    );

    app.post(
      info.path,
      {
        config: { privilege: 'setting', access: 'write' },
        schema: doc(tag, `Save the ${info.kind} script { code, useType }`, {
          body: entity('UserScript'),
          ...withAuthHeaders,
        }),
      },
      async (request) => {
        const target = await targetOf(info, request, true);
        const body = parseBody(userScriptValidators.form.save, request.body);
        const code = body.code ?? '';
        const useType = body.useType ?? (code.trim() !== '' ? 'custom' : emptyUseType(target));
        return saveSystemScript(app, info.kind, target, { code, useType }, request.session);
      },
    );

    app.get(
      `${info.path}/versions`,
      {
        config: { privilege: 'setting', access: 'read' },
        schema: doc(
          tag,
          `The replaced versions of the ${info.kind} script, newest first: [{ id, code, useType, savedAt, savedBy, replacedAt, replacedBy }]`,
          withAuthHeaders,
        ),
      },
      async (request) => scripts.versions(info.kind, await targetOf(info, request, false)),
    );

    app.post(
      `${info.path}/versions/:id/restore`,
      {
        config: { privilege: 'setting', access: 'write' },
        schema: doc(
          tag,
          `Restore a replaced version of the ${info.kind} script: the saved entry`,
          withAuthHeaders,
        ),
      },
      async (request) => {
        const target = await targetOf(info, request, true);
        const id = Number((request.params as Params).id);
        const version = Number.isSafeInteger(id) ? await scripts.version(info.kind, target, id) : undefined;
        if (!version) throw notFound();
        const { code, useType } = version;
        return saveSystemScript(app, info.kind, target, { code, useType }, request.session);
      },
    );

    app.post(
      `${info.path}/run`,
      {
        config: { privilege: 'setting', access: 'write' },
        schema: doc(
          tag,
          `Run ${info.kind} code in the sandbox with a sample input: { ok, output | error, ms }`,
          {
            body: {
              type: 'object',
              required: ['code'],
              properties: { code: { type: 'string' }, input: { type: 'object' } },
            },
            ...withAuthHeaders,
          },
        ),
      },
      async (request) => {
        const target = await targetOf(info, request, false);
        const { code, input } = parseBody(runBody, request.body);
        return app.scripts.run(info.kind, code, target, input);
      },
    );
  }
}
