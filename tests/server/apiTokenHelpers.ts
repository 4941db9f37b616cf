// API tokens in server tests (issue 35): create one through the call as a signed-in member, call with it.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Headers } from './helpers.ts';

export interface TokenGrant {
  name?: string;
  role_id: number;
  store?: string[];
  enableWholeStore?: boolean;
  expiresInDays?: number | null;
}

export interface CreatedToken {
  id: number;
  name: string;
  secret: string;
  prefix: string;
  expiresAt: string | null;
}

/** POST /auth/token as `headers`: the answer as given */
export function createTokenCall(app: FastifyInstance, headers: Headers, grant: TokenGrant) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/token',
    headers,
    payload: { name: 'integration', ...grant },
  });
}

/** a new token (its creation must succeed) */
export async function createToken(
  app: FastifyInstance,
  headers: Headers,
  grant: TokenGrant,
): Promise<CreatedToken> {
  const r = await createTokenCall(app, headers, grant);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<CreatedToken>();
}

/** the headers of a call made with the token */
export const bearer = (secret: string): Headers => ({ authorization: `Bearer ${secret}` });
