// The server's own recent log lines for the server log download (type 0): the last lines pino wrote, kept in a
// ring buffer. pino redacts secrets (tokens, passwords) before it writes, so the ring holds only what the log
// already shows; lines are re-checked for secret-looking keys and query parameters anyway. The download is for
// readers with the server privilege, who need not know who the accounts are (member read decides that): every
// email in it is masked to its first character and domain (`a***@example.com`); the process's own log output
// (stdout, read by whoever runs the server) keeps them.
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { maskEmails } from '../auth/accountEmails.ts';

export const LOG_RING_SIZE = 2000;

const SECRET_KEYS = 'access-token|accessToken|password|passwordHash|token|resetToken|authorization|cookie';
const SECRET = new RegExp(`"(${SECRET_KEYS})":"(?!\\[redacted\\])[^"]*"`, 'gi');
const SECRET_PARAMETER = new RegExp(`([?&](?:${SECRET_KEYS})=)[^&"\\s]*`, 'gi');

/** A log line as the server log download shows it: no secrets, emails masked. */
export function redactLine(line: string): string {
  return maskEmails(line.replace(SECRET, '"$1":"[redacted]"').replace(SECRET_PARAMETER, '$1[redacted]'));
}

export class LogRing {
  private readonly lines: string[] = [];
  private next = 0;
  private readonly listeners = new Set<(line: string) => void>();

  constructor(private readonly size = LOG_RING_SIZE) {}

  push(line: string): void {
    const clean = redactLine(line).trimEnd();
    if (!clean) return;
    if (this.lines.length < this.size) this.lines.push(clean);
    else this.lines[this.next] = clean;
    this.next = (this.next + 1) % this.size;
    for (const listener of this.listeners) listener(clean);
  }

  /** calls `listener` with every line pushed from now on (server/downloads/serverLogs.ts); answers the unsubscribe */
  onLine(listener: (line: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** oldest first */
  recent(): string[] {
    return this.lines.length < this.size
      ? [...this.lines]
      : [...this.lines.slice(this.next), ...this.lines.slice(0, this.next)];
  }
}

const rings = new WeakMap<object, LogRing>();

interface Writable {
  write: (chunk: string) => unknown;
}

/** The ring of a logger, installed on its destination the first time (children share the destination). */
export function logRingOf(log: FastifyBaseLogger): LogRing {
  const stream = (log as unknown as Record<symbol, Writable | undefined>)[pino.symbols.streamSym];
  const key: object = stream ?? log;
  let ring = rings.get(key);
  if (ring) return ring;
  ring = new LogRing();
  rings.set(key, ring);
  if (stream && typeof stream.write === 'function') {
    const original = stream.write.bind(stream);
    const target = ring;
    stream.write = (chunk: string) => {
      for (const line of String(chunk).split('\n')) target.push(line);
      return original(chunk);
    };
  }
  return ring;
}
