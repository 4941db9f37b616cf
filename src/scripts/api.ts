// The calls of the script editors (doc 3 §7): GET and POST the script { code, useType } of a target (a store
// code or 'default'), and POST <path>/run to run code in the server's sandbox with a sample input.
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
