// Which failed queries the console asks again (issue 38): only what may answer otherwise a moment later, a network
// failure (fetch's TypeError, an upload's status 0) or a gateway that could not reach the server (502, 503, 504).
// A refusal the server would repeat (400, 401, 403, 404, 409, 500 …) and an error of the console's own code are
// shown at once. The console's one QueryClient (sessionQueries.ts, react-admin's too) takes it as its default.

/** the answers a later attempt may get past: the server was out of reach behind its gateway */
const PASSING_STATUSES = new Set([0, 502, 503, 504]);

/** at most this many more attempts of a query that may succeed later */
export const MAX_RETRIES = 3;

/** the HTTP status of a failure (ra-core's HttpError and our answerError carry it), undefined for none */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** may a failure pass on a later attempt: a network failure or a gateway's 502/503/504 */
export function mayPassLater(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return PASSING_STATUSES.has(status);
  // fetch rejects with a TypeError when the request never got an answer (offline, connection refused or reset)
  return error instanceof TypeError;
}

/** TanStack Query's retry function: ask again, up to MAX_RETRIES times, only what may pass later */
export function retryFailedQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && mayPassLater(error);
}
