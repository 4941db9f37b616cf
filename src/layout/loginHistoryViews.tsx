// What the login history (schemas/loginHistory.schema.json) plugs into the schema views by name: the Type column
// shows the attempt's result, LOGIN, LOGOUT or FAILURE (doc 1 §4), with 'This account is locked.' on a locked try.
import { useTranslate } from 'ra-core';
import type { LoginHistoryRow } from '../../domain/generated/rows';
import { registerCell, type CellProps } from '../schema-views/registry';

/** the fields of a login history row the result is read from */
type LoginAttempt = Partial<Pick<LoginHistoryRow, 'type' | 'success' | 'locked'>>;

/** LOGIN, LOGOUT or FAILURE (doc 1 §4) */
export function resultOf(row: LoginAttempt): 'LOGIN' | 'LOGOUT' | 'FAILURE' {
  if (row.success === false || row.locked) return 'FAILURE';
  return row.type === 1 ? 'LOGOUT' : 'LOGIN';
}

function LoginResult({ record }: CellProps) {
  const translate = useTranslate();
  const row = record as LoginAttempt;
  return (
    <>
      {resultOf(row)}
      {row.locked ? ` · ${translate('app.loginHistory.locked')}` : ''}
    </>
  );
}

registerCell('loginResult', { render: LoginResult });
