// The server's own recent log lines for the server log download (type 0): the last lines pino wrote, kept in a
// ring buffer. pino redacts secrets (tokens, passwords) before it writes, so the ring holds only what the log
// already shows; lines are re-checked for secret-looking keys anyway.
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

export const LOG_RING_SIZE = 2000;

const SECRET =
  /"(access-token|accessToken|password|passwordHash|token|authorization|cookie)":"(?!\[redacted\])[^"]*"/gi;

export class LogRing {
  private readonly lines: string[] = [];
  private next = 0;

  constructor(private readonly size = LOG_RING_SIZE) {}

  push(line: string): void {
    const clean = line.replace(SECRET, '"$1":"[redacted]"').trimEnd();
    if (!clean) return;
    if (this.lines.length < this.size) this.lines.push(clean);
    else this.lines[this.next] = clean;
    this.next = (this.next + 1) % this.size;
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
