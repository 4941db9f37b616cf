// The routes of the script editors (doc 3 §2 /system/*), for src/App.tsx: each page is guarded by the setting
// privilege (doc 3 §6; the server checks it on every call).
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';
import { SCRIPT_EDITORS } from './scriptKinds';

const ScriptEditorPage = guarded(
  'setting',
  lazy(() => import('./ScriptEditorPage').then((m) => ({ default: m.ScriptEditorPage }))),
);

export function scriptRoutes(): ReactElement[] {
  return SCRIPT_EDITORS.map((editor) => (
    <Route
      key={editor.kind}
      path={editor.route}
      element={<ScriptEditorPage key={editor.kind} editor={editor} />}
    />
  ));
}
