// The one way out (DESIGN.md §3a, issue 33 §2): every outgoing HTTP request of the server (OpenEPaperLink access
// points today: registration, poll, link check, uploads) goes through outgoingHttp. It
//   - resolves the host once (every address it has) and refuses the request when any of them is loopback,
//     link-local, unspecified, multicast, reserved or one of the server's own (server/net/addressRules.ts), unless
//     a network of OUTGOING_ALLOW_NETWORKS holds it;
//   - connects to exactly the address it checked (the socket's lookup answers that address: no second resolution a
//     DNS rebinding could change);
//   - follows no redirect (a 3xx is an answer like any other);
//   - gives the whole request (resolution, connection, headers, body) a deadline on a timer of its own, kept and
//     cleared here (AbortSignal.timeout's timer can be collected under Node 20: undici issues 3644, 4068), besides
//     undici's connect, headers and body timeouts;
//   - reads at most maxBodyBytes of the answer.
// The allow list is the process's one setting (set from the configuration when the app is built).
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { networkInterfaces } from 'node:os';
import { Agent, request } from 'undici';
import {
  formatIp,
  parseAllowList,
  parseIp,
  refusalOf,
  type AddressPolicy,
  type Cidr,
  type Ip,
  type Refusal,
} from './addressRules.ts';

/**
 * what went wrong: the destination is not allowed (or no http(s) URL), its name does not resolve, nothing answers
 * (refused, reset, cut), the deadline passed, or the answer is larger than allowed
 */
export type OutgoingFailure = 'notAllowed' | 'unresolved' | 'unreachable' | 'timeout' | 'tooLarge';

export class OutgoingError extends Error {
  constructor(
    message: string,
    readonly failure: OutgoingFailure,
    /** why the destination was refused (failure 'notAllowed' of an address) */
    readonly refusal?: Refusal,
  ) {
    super(message);
    this.name = 'OutgoingError';
  }
}

let allowList: readonly Cidr[] = [];

/** OUTGOING_ALLOW_NETWORKS of the configuration: networks the server may reach whatever their class */
export function setOutgoingAllowList(networks: readonly string[]): void {
  allowList = parseAllowList(networks.join(','));
}

/** the server's own addresses: those of its network interfaces now */
export function ownAddresses(): Ip[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .map((info) => parseIp(info.address))
    .filter((ip): ip is Ip => ip !== null);
}

function policy(): AddressPolicy {
  return { allow: allowList, own: ownAddresses() };
}

/** the one address a request connects to, checked */
export interface Destination {
  address: string;
  family: 4 | 6;
}

function checked(ip: Ip, host: string, rules: AddressPolicy): Destination {
  const refusal = refusalOf(ip, rules);
  if (refusal)
    throw new OutgoingError(
      `${host} is a ${refusal} address (${formatIp(ip)}): not allowed`,
      'notAllowed',
      refusal,
    );
  return { address: formatIp(ip), family: ip.family };
}

/**
 * The address the server may connect to for this host (a URL's hostname: a name, an address in any notation,
 * "[::1]"): a name is resolved once, and refused when any of its addresses is.
 */
export async function resolveDestination(host: string): Promise<Destination> {
  const rules = policy();
  const literal = parseIp(host);
  if (literal) return checked(literal, host, rules);
  let found: LookupAddress[];
  try {
    found = await dnsLookup(host, { all: true, verbatim: true });
  } catch (error) {
    throw new OutgoingError(`${host} does not resolve: ${(error as Error).message}`, 'unresolved');
  }
  const addresses = found.map((a) => parseIp(a.address)).filter((ip): ip is Ip => ip !== null);
  if (addresses.length === 0) throw new OutgoingError(`${host} does not resolve`, 'unresolved');
  const destinations = addresses.map((ip) => checked(ip, host, rules));
  return destinations[0];
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** a socket lookup that answers the checked address, whatever it is asked (net.connect, ws, http.request) */
export function pinnedLookup(destination: Destination) {
  return (_host: string, options: LookupOptions, callback: LookupCallback): void => {
    if (options?.all) callback(null, [{ address: destination.address, family: destination.family }]);
    else callback(null, destination.address, destination.family);
  };
}

export interface OutgoingRequest {
  method?: string;
  headers?: HeadersInit;
  /** anything fetch takes (string, FormData, URLSearchParams, bytes): encoded here, with its content type */
  body?: BodyInit | null;
  /** the whole request's deadline, from the first step (resolution) to the answer's last byte */
  deadlineMs: number;
  /** largest answer body read */
  maxBodyBytes: number;
}

export interface OutgoingAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

async function encodedBody(
  init: OutgoingRequest,
): Promise<{ headers: Record<string, string>; body?: Buffer }> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => (headers[name] = value));
  if (init.body === undefined || init.body === null) return { headers };
  const packed = new Response(init.body);
  const type = packed.headers.get('content-type');
  if (type && !headers['content-type']) headers['content-type'] = type;
  return { headers, body: Buffer.from(await packed.arrayBuffer()) };
}

class DeadlinePassed extends Error {
  constructor(ms: number) {
    super(`no complete answer within ${ms} ms`);
    this.name = 'DeadlinePassed';
  }
}

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function failureOf(error: unknown, signal: AbortSignal): OutgoingError {
  if (error instanceof OutgoingError) return error;
  if (signal.aborted) return new OutgoingError((signal.reason as Error).message, 'timeout');
  const code = (error as { code?: string }).code ?? '';
  const message = (error as Error).message;
  if (TIMEOUT_CODES.has(code)) return new OutgoingError(message, 'timeout');
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') return new OutgoingError(message, 'tooLarge');
  return new OutgoingError(code ? `${code}: ${message}` : message, 'unreachable');
}

/** waits for a step that cannot be cancelled (the resolver), or the deadline, whichever comes first */
function beforeDeadline<T>(step: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    step.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function readBody(
  body: AsyncIterable<Buffer | Uint8Array> & { destroy(error?: Error): unknown },
  limit: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) {
      body.destroy();
      throw new OutgoingError(`answer exceeds ${limit} bytes`, 'tooLarge');
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * resolveDestination within a deadline of its own (a kept timer): for a connection made elsewhere (a websocket) or
 * a check before one; throws OutgoingError ('timeout' when the resolver takes longer)
 */
export async function resolveDestinationWithin(host: string, deadlineMs: number): Promise<Destination> {
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(new DeadlinePassed(deadlineMs)), deadlineMs);
  try {
    return await beforeDeadline(resolveDestination(host), controller.signal);
  } catch (error) {
    throw failureOf(error, controller.signal);
  } finally {
    clearTimeout(deadline);
  }
}

/** One request through the one way out; throws OutgoingError. Any status is an answer (a 3xx is not followed). */
export async function outgoingHttp(url: string, init: OutgoingRequest): Promise<OutgoingAnswer> {
  const target = URL.canParse(url) ? new URL(url) : null;
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:'))
    throw new OutgoingError(`not an http(s) URL: ${url}`, 'notAllowed');
  const controller = new AbortController();
  // a timer of our own, referenced until cleared: it fires however busy or collected the rest is
  const deadline = setTimeout(() => controller.abort(new DeadlinePassed(init.deadlineMs)), init.deadlineMs);
  let agent: Agent | undefined;
  try {
    const destination = await beforeDeadline(resolveDestination(target.hostname), controller.signal);
    const { headers, body } = await encodedBody(init);
    agent = new Agent({
      connect: { lookup: pinnedLookup(destination), timeout: init.deadlineMs },
      headersTimeout: init.deadlineMs,
      bodyTimeout: init.deadlineMs,
      maxResponseSize: init.maxBodyBytes,
      connections: 1,
    });
    const answer = await request(target, {
      dispatcher: agent,
      method: (init.method ?? 'GET') as 'GET',
      headers,
      body,
      signal: controller.signal,
    });
    const declared = Number(answer.headers['content-length'] ?? '0');
    if (declared > init.maxBodyBytes) {
      answer.body.destroy();
      throw new OutgoingError(`answer of ${declared} bytes exceeds ${init.maxBodyBytes}`, 'tooLarge');
    }
    return {
      status: answer.statusCode,
      headers: answer.headers,
      body: await readBody(answer.body, init.maxBodyBytes),
    };
  } catch (error) {
    throw failureOf(error, controller.signal);
  } finally {
    clearTimeout(deadline);
    void agent?.destroy().catch(() => undefined);
  }
}
