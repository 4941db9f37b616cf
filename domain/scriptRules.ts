// Who may save a user script, for the server (server/scripts/saveScript.ts enforces it) and the editors (issue 21):
// a script that decides who signs in is saved only by role 0; the others by a setting writer (a default entry:
// one who sees every store; the server's route checks those).
import type { ScriptKind } from './scriptTemplates';

/** the role that may save a sign-in script, and that no sign-in script ever signs in */
export const SIGN_IN_SCRIPT_ROLE = 0;

/** whether scripts of this kind decide who signs in */
export const decidesSignIn = (kind: ScriptKind): boolean => kind === 'thirdPartyAuth';

/** whether an account of this role may save scripts of this kind, as far as the sign-in rule goes */
export const maySaveScriptKind = (kind: ScriptKind, roleId: number | undefined): boolean =>
  !decidesSignIn(kind) || roleId === SIGN_IN_SCRIPT_ROLE;
