// pino for the whole server: nothing secret in the logs (tokens, passwords, hashes are redacted).
import pino, { type DestinationStream, type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';
import type { LogLevel } from './config.ts';

export const REDACT_PATHS = [
  'req.headers["access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'passwordHash',
  'accessToken',
  'token',
  '*.password',
  '*.passwordHash',
  '*.accessToken',
  '*.token',
  'body.password',
  'body.accessToken',
];

/** Requests are logged with their headers (secrets redacted), never with their bodies. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    ip: request.ip,
    headers: { ...request.headers },
  };
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}
