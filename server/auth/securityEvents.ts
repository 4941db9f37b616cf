// Security events (sign-ins by single sign-on, refusals): one function to call where an event must be recorded.
// The audit log (a later issue) takes them over; until then they go to the app logger, never with a secret.
import type { FastifyBaseLogger } from 'fastify';

export interface SecurityEvent {
  /** what happened: 'sso.signIn', 'sso.refused', 'login.ssoOnlyRefused', ... */
  type: string;
  /** whose account, when known */
  email?: string;
  ip?: string;
  /** why, or what else (a message key, a provider id): never a token, a code or a secret */
  detail?: Record<string, unknown>;
}

export function recordSecurityEvent(log: FastifyBaseLogger, event: SecurityEvent): void {
  log.info(
    { securityEvent: event.type, email: event.email, ip: event.ip, ...event.detail },
    'security event',
  );
}
