// The calls of the script editors (doc 3 §7): GET and POST the script { code, useType } of a target (a store
// code or 'default'), POST <path>/run to run code in the server's sandbox with a sample input, and the replaced
// versions: GET <path>/versions, POST <path>/versions/{id}/restore.
import type { UserScript } from '../generated/types';
import { httpRequest } from '../providers/httpClient';
import type { ScriptEditorKind } from './scriptKinds';

export type SavedScript = Pick<UserScript, 'code' | 'useType'> & {
  updatedAt?: string | null;
  updatedBy?: string | null;
};

export interface RunAnswer {
  ok: boolean;
  output?: unknown;
  error?: { name: string; message: string; line?: number; column?: number; fileLine?: number };
  ms: number;
}

const pathOf = (editor: ScriptEditorKind, target: string) =>
  editor.apiPath.replace('{target}', encodeURIComponent(target));

export const getScript = (editor: ScriptEditorKind, target: string, signal?: AbortSignal) =>
  httpRequest<SavedScript>(pathOf(editor, target), { signal });

export const saveScript = (
  editor: ScriptEditorKind,
  target: string,
  script: Pick<UserScript, 'code' | 'useType'>,
) => httpRequest<SavedScript>(pathOf(editor, target), { method: 'POST', body: script });

export const runScript = (editor: ScriptEditorKind, target: string, code: string, input: object) =>
  httpRequest<RunAnswer>(`${pathOf(editor, target)}/run`, { method: 'POST', body: { code, input } });

/** a replaced version of a script (GET <path>/versions, newest first) */
export interface ScriptVersion {
  id: number;
  code: string;
  useType: UserScript['useType'];
  savedAt: string | null;
  savedBy: string | null;
  replacedAt: string;
  replacedBy: string;
}

export const getVersions = (editor: ScriptEditorKind, target: string, signal?: AbortSignal) =>
  httpRequest<ScriptVersion[]>(`${pathOf(editor, target)}/versions`, { signal });

/** saves a replaced version again (the code it replaces is kept in turn) */
export const restoreVersion = (editor: ScriptEditorKind, target: string, id: number) =>
  httpRequest<SavedScript>(`${pathOf(editor, target)}/versions/${id}/restore`, { method: 'POST' });
