// Input checks at the edge, once for every API route, before any guard or handler reads the request:
//   path parameters and query: no NUL or lone surrogate in a text, no repeated query parameter;
//   body (whatever its content type): nested at most MAX_DEPTH levels, no NUL or lone surrogate in a key or text,
//   and the table conventions (paging, order, filter_*, condition_*, dates) of db/search.ts;
//   the time range a route declares in its query string (config.timeRange, http/timeRange.ts).
// Each refusal is a 400 with a message naming the field.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkSearchFields } from '../db/search.ts';
import { API_PREFIX } from '../plugins/static.ts';
import { badRequest } from './errors.ts';
import { message } from './messages.ts';
import { checkTimeRange } from './timeRange.ts';

/** the deepest body accepted: the API's own bodies nest 4 levels at most */
export const MAX_DEPTH = 32;

export const EDGE_MESSAGES = {
  nul: (where: string) => message('app.serverMessages.edgeNul', { where }),
  surrogate: (where: string) => message('app.serverMessages.edgeSurrogate', { where }),
  nameNul: (where: string) => message('app.serverMessages.edgeNameNul', { where }),
  nameSurrogate: (where: string) => message('app.serverMessages.edgeNameSurrogate', { where }),
  tooDeep: message('app.serverMessages.edgeTooDeep', { max: MAX_DEPTH }),
  repeated: (name: string) => message('app.serverMessages.edgeRepeated', { name }),
} as const;

const LONE_SURROGATE = /\p{Cs}/u;

/** a text of the input (a value, or a field name of the place `where` names) */
function checkText(text: string, where: () => string, fieldName = false): void {
  if (text.includes('\u0000'))
    throw badRequest((fieldName ? EDGE_MESSAGES.nameNul : EDGE_MESSAGES.nul)(where()));
  if (LONE_SURROGATE.test(text))
    throw badRequest((fieldName ? EDGE_MESSAGES.nameSurrogate : EDGE_MESSAGES.surrogate)(where()));
}

/** a readable, bounded name for a place in the input: `body.order[0].column` */
function placeName(path: Array<string | number>): string {
  const name = path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
  const readable = [...name].map((c) => (c < ' ' || LONE_SURROGATE.test(c) ? '?' : c)).join('');
  return readable.length > 80 ? `${readable.slice(0, 77)}...` : readable;
}

/** Walks a parsed input without recursion (a deep one must not overflow the stack). */
export function checkInput(value: unknown, root: string): void {
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [root] }];
  while (stack.length > 0) {
    const { value: node, path } = stack.pop()!;
    if (typeof node === 'string') {
      checkText(node, () => placeName(path));
    } else if (typeof node === 'object' && node !== null) {
      if (path.length > MAX_DEPTH) throw badRequest(EDGE_MESSAGES.tooDeep);
      if (Array.isArray(node)) {
        node.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
      } else {
        for (const [key, item] of Object.entries(node)) {
          checkText(key, () => placeName(path), true);
          stack.push({ value: item, path: [...path, key] });
        }
      }
    }
  }
}

function checkQuery(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) throw badRequest(EDGE_MESSAGES.repeated(placeName([name])));
  }
  checkInput(query, 'query');
  checkInput(request.params, 'path');
  const range = request.routeOptions.config?.timeRange;
  if (range) checkTimeRange(query ?? {}, range);
}

const isApi = (request: FastifyRequest) => request.routeOptions.url?.startsWith(`${API_PREFIX}/`) === true;

/** Registered on the root app before the routes: its hooks run before those of the API (the guard's). */
export function edgeChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isApi(request)) checkQuery(request);
  });
  app.addHook('preValidation', async (request) => {
    if (!isApi(request)) return;
    checkInput(request.body, 'body');
    if (typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body))
      checkSearchFields(request.body as Record<string, unknown>);
  });
}
