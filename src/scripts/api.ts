// The calls of the script editors (doc 3 §7), on the generated client (schemas/userScript.schema.json x-calls,
// five per kind): GET and POST the script { code, useType } of a target (a store code or 'default'), POST
// <path>/run to run code in the server's sandbox with a sample input, and the replaced versions: GET
// <path>/versions, POST <path>/versions/{id}/restore. The third-party authentication script has no target.
import type { ScriptSaveBody } from '../../domain/generated/calls';
import { userScriptCalls, userScriptKeys, type CallInit } from '../generated/client';
import type { ScriptEditorKind } from './scriptKinds';

export type { SavedScript, ScriptRunAnswer as RunAnswer, ScriptVersion } from '../../domain/generated/calls';

type PerStoreKind = Exclude<ScriptEditorKind['kind'], 'thirdPartyAuth'>;

/** the five calls of an editor and the keys of its two reads, each taking the target (ignored by the third-party
 * authentication script) */
function callsOf(kind: ScriptEditorKind['kind']) {
  if (kind === 'thirdPartyAuth')
    return {
      getKey: (_target: string) => userScriptKeys.thirdPartyAuthGet(),
      versionsKey: (_target: string) => userScriptKeys.thirdPartyAuthVersions(),
      get: (_target: string, init?: CallInit) => userScriptCalls.thirdPartyAuthGet(init),
      save: (_target: string, body: ScriptSaveBody) => userScriptCalls.thirdPartyAuthSave({ body }),
      run: (_target: string, code: string, input: Record<string, unknown>) =>
        userScriptCalls.thirdPartyAuthRun({ body: { code, input } }),
      versions: (_target: string, init?: CallInit) => userScriptCalls.thirdPartyAuthVersions(init),
      restore: (_target: string, id: number) => userScriptCalls.thirdPartyAuthRestore({ id }),
    };
  const k: PerStoreKind = kind;
  return {
    getKey: (target: string) => userScriptKeys[`${k}Get`]({ target }),
    versionsKey: (target: string) => userScriptKeys[`${k}Versions`]({ target }),
    get: (target: string, init?: CallInit) => userScriptCalls[`${k}Get`]({ target }, init),
    save: (target: string, body: ScriptSaveBody) => userScriptCalls[`${k}Save`]({ target, body }),
    run: (target: string, code: string, input: Record<string, unknown>) =>
      userScriptCalls[`${k}Run`]({ target, body: { code, input } }),
    versions: (target: string, init?: CallInit) => userScriptCalls[`${k}Versions`]({ target }, init),
    restore: (target: string, id: number) => userScriptCalls[`${k}Restore`]({ target, id }),
  };
}

/** the script of a target (GET <path>), under its generated key */
export const scriptQuery = (editor: ScriptEditorKind, target: string) => ({
  queryKey: callsOf(editor.kind).getKey(target),
  queryFn: ({ signal }: { signal?: AbortSignal }) => callsOf(editor.kind).get(target, { signal }),
});

export const saveScript = (editor: ScriptEditorKind, target: string, script: ScriptSaveBody) =>
  callsOf(editor.kind).save(target, script);

export const runScript = (
  editor: ScriptEditorKind,
  target: string,
  code: string,
  input: Record<string, unknown>,
) => callsOf(editor.kind).run(target, code, input);

/** the versions saves replaced (GET <path>/versions), under its generated key */
export const versionsQuery = (editor: ScriptEditorKind, target: string) => ({
  queryKey: callsOf(editor.kind).versionsKey(target),
  queryFn: ({ signal }: { signal?: AbortSignal }) => callsOf(editor.kind).versions(target, { signal }),
});

/** saves a replaced version again (the code it replaces is kept in turn) */
export const restoreVersion = (editor: ScriptEditorKind, target: string, id: number) =>
  callsOf(editor.kind).restore(target, id);
