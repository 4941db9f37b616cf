// Security events of single sign-on (sign-ins, refusals) as server log lines, never with a secret. The audit log
// records every sign-in and refusal itself, through the login history (server/repositories/loginHistory.ts);
// these lines add what only single sign-on knows (the provider, why a flow was refused).
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
