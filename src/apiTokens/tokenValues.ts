// The values of the create form and the create call's body made from them (issue 35). A role must be chosen: an
// empty role is never sent (Number('') would be role 0).
import type { ApiTokenCreateBody } from '../../domain/generated/calls';
import { DEFAULT_EXPIRY, expiresInDays, type Expiry } from './expiryChoices';

export interface TokenValues {
  name: string;
  role_id: number | '';
  store?: string[];
  enableWholeStore?: boolean;
  expiry: Expiry;
}

export const EMPTY_TOKEN: TokenValues = {
  name: '',
  role_id: '',
  store: [],
  enableWholeStore: false,
  expiry: DEFAULT_EXPIRY,
};

/** the form's problems by field (react-admin's record-level validation): a missing role */
export function tokenProblems(values: Record<string, unknown>): Record<string, string> {
  const role = values.role_id;
  return role === '' || role === null || role === undefined ? { role_id: 'ra.validation.required' } : {};
}

export function createBody(values: TokenValues): ApiTokenCreateBody {
  return {
    name: values.name.trim(),
    role_id: Number(values.role_id),
    store: values.store ?? [],
    enableWholeStore: values.enableWholeStore === true,
    expiresInDays: expiresInDays(values.expiry),
  };
}
