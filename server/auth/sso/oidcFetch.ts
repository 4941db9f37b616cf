// openid-client's HTTP goes through the one way out (DESIGN.md §3a): discovery, the JWKS and the token request are
// made by outgoingHttp (address rules, a deadline, no redirect followed, a size limit), as its customFetch.
import type { CustomFetchOptions } from 'openid-client';
import { outgoingHttp } from '../../net/outgoingHttp.ts';

/** a whole request to an identity provider: resolution, connection and answer */
export const PROVIDER_DEADLINE_MS = 10_000;
/** discovery documents and key sets are small; a larger answer is refused */
const MAX_ANSWER_BYTES = 1024 * 1024;

export async function providerFetch(url: string, options: CustomFetchOptions): Promise<Response> {
  const answer = await outgoingHttp(url, {
    method: options.method,
    headers: options.headers,
    body: options.body as BodyInit | null | undefined,
    deadlineMs: PROVIDER_DEADLINE_MS,
    maxBodyBytes: MAX_ANSWER_BYTES,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // a status without a body (204, 304) takes none
  const body = [204, 205, 304].includes(answer.status) ? null : new Uint8Array(answer.body);
  return new Response(body, { status: answer.status, headers });
}
