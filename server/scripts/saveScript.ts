// Saving a system script (the script editors' POST and restore, server/routes/system/scripts.ts), one way for
// both (issue 21): the script that decides who signs in is saved only by role 0; code in use loads in the sandbox
// first; the entry replaced is kept as a version (UserScriptsRepository.save); the save raises SYSTEM SCRIPT SAVED
// naming who saved it and mails every role 0 account, in the same transaction as the save.
import type { FastifyInstance } from 'fastify';
import { SUPER_ROLE_ID } from '../auth/privileges.ts';
import type { Principal } from '../auth/principal.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { validationMessage } from '../http/validate.ts';
import { ALARM } from '../repositories/alarms.ts';
import { type UserScriptRow } from '../repositories/userScripts.ts';
import { maySaveScriptKind } from '../../domain/scriptRules.ts';
import { DEFAULT_TARGET, functionsOf, type ScriptKind, type UseType } from '../repositories/scriptKinds.ts';
import { failureText } from './scriptRun.ts';
import { repositoriesOf, createRepositories } from '../repositories/index.ts';

/** the refusal of a sign-in script's save to any account but role 0 */
export const SIGN_IN_SCRIPT_ROLE_0 = message('app.serverMessages.scriptRole0');

/** whether this session may save scripts of this kind (the route has checked setting write and the store) */
export const maySave = (kind: ScriptKind, session: Principal | undefined): boolean =>
  maySaveScriptKind(kind, session?.account.role_id);

export function savedMail(kind: ScriptKind, target: string, useType: UseType, by: string) {
  return {
    subject: `[ESL] ${ALARM.systemScriptSaved}: ${kind} (${target})`,
    body:
      `The system script ${kind} (${target}) was saved by ${by}; it is now ${useType === 'custom' ? 'in use' : `"${useType}"`}.\n\n` +
      'The version it replaced is kept: it can be restored from the script editor.\n',
  };
}

export async function saveSystemScript(
  app: FastifyInstance,
  kind: ScriptKind,
  target: string,
  script: { code: string; useType: UseType },
  session: Principal | undefined,
): Promise<UserScriptRow> {
  if (!maySave(kind, session)) throw forbidden(SIGN_IN_SCRIPT_ROLE_0);
  const { code, useType } = script;
  if (useType === 'default' && target === DEFAULT_TARGET)
    throw badRequest(validationMessage('validation.invalidValue'));
  if (useType === 'custom') {
    if (code.trim() === '') throw badRequest(message('app.serverMessages.scriptEmpty'));
    const loaded = await app.scripts.pool.load(code, functionsOf(kind));
    if (!loaded.ok)
      throw badRequest(message('app.serverMessages.scriptError', { detail: failureText(loaded.error) }));
  }
  const by = session?.email ?? '';
  return app.db.transaction(async (tx) => {
    const saved = await repositoriesOf(tx).userScripts.save(kind, target, { code, useType }, by);
    await repositoriesOf(tx).alarms.raise({
      location: 'SYSTEM',
      type: ALARM.systemScriptSaved,
      class: 2,
      sourceType: 'account',
      sourceId: by,
      data: { kind, target, useType, savedBy: by },
    });
    const admins = await createRepositories(tx).accounts.emailsWithRole(SUPER_ROLE_ID);
    const outbox = repositoriesOf(tx).mailOutbox;
    for (const email of admins) await outbox.queue({ to: email, ...savedMail(kind, target, useType, by) });
    return saved;
  });
}
