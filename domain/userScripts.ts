// A user script's use (doc 3 §7; docs/api.md 'User scripts'). The calls of the script editors (the saved entry, a
// run in the server's sandbox, the replaced versions) are described by schemas/userScript.schema.json x-calls:
// their types are in domain/generated/calls.ts (SavedScript, ScriptSaveBody, ScriptRunBody, ScriptRunAnswer,
// ScriptVersion).
import type { UserScript } from './generated/types';

/** how a target runs: `none` the built-in behaviour, `custom` its own code, `default` the default entry's */
export type UseType = UserScript['useType'];
