// A user script as the script editors read and write it (doc 3 §7; docs/api.md 'User scripts'), named by the x-calls
// of schemas/userScript.schema.json: the saved entry, a run in the server's sandbox, the replaced versions.
import type { UserScript } from './generated/types';

/** how a target runs: `none` the built-in behaviour, `custom` its own code, `default` the default entry's */
export type UseType = UserScript['useType'];

/** GET and POST <path>: the entry of a target (a store code or 'default') */
export type SavedScript = Pick<UserScript, 'code' | 'useType'> & {
  updatedAt?: string | null;
  updatedBy?: string | null;
};

/** POST <path>: what the editor saves */
export type ScriptSaveBody = Pick<UserScript, 'code' | 'useType'>;

/** POST <path>/run: code run on a sample input */
export interface ScriptRunBody {
  code: string;
  input: object;
}

/** the answer of a run: its output, or its error with the line in the script and in the sample file */
export interface ScriptRunAnswer {
  ok: boolean;
  output?: unknown;
  error?: { name: string; message: string; line?: number; column?: number; fileLine?: number };
  ms: number;
}

/** a replaced version of a script (GET <path>/versions, newest first) */
export interface ScriptVersion {
  id: number;
  code: string;
  useType: UseType;
  savedAt: string | null;
  savedBy: string | null;
  replacedAt: string;
  replacedBy: string;
}
