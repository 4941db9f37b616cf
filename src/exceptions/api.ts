// The exceptions page's call: GET /stats/exceptions/store/{store} (docs/api.md "Dashboard and exceptions"), on the
// generated client (schemas/store.schema.json x-calls.exceptions); the four tag lists are the schema list
// exceptionTag (GET /store/{store}/list/tag/{kind}/search).
import { storeCalls } from '../generated/client';

export const TAG_KINDS = ['error', 'noproduct', 'duplicate', 'lowbattery'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export type { ExceptionStats, NgGateway } from '../../domain/exceptions';

export const fetchExceptions = (store: string, signal?: AbortSignal) =>
  storeCalls.exceptions({ storeCode: store }, { signal });
