// Webhook signing (issue 35), as Stripe does it: every delivery carries
//   ESL-Webhook-Id: <the event's id>
//   ESL-Webhook-Timestamp: <unix seconds of the attempt>
//   ESL-Webhook-Signature: v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
// and, during the 24 hours after a rotation, a second `v1=` made with the previous secret (comma separated), so a
// receiver that still holds the old secret keeps verifying. A receiver verifies with examples/webhook-receiver.ts.
import { createHmac, randomBytes } from 'node:crypto';

export const WEBHOOK_HEADERS = {
  id: 'ESL-Webhook-Id',
  timestamp: 'ESL-Webhook-Timestamp',
  signature: 'ESL-Webhook-Signature',
} as const;

/** how long the secret before a rotation still signs deliveries */
export const PREVIOUS_SECRET_HOURS = 24;

/** a new signing secret: `whsec_` and 32 random bytes in base64url */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** the hex HMAC-SHA256 of `<timestamp>.<body>` with the secret (the whole `whsec_…` text is the key) */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** the three headers of one attempt, signed with each secret given (the current one first) */
export function signatureHeaders(
  eventId: string,
  body: string,
  secrets: readonly string[],
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [WEBHOOK_HEADERS.id]: eventId,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: secrets.map((s) => `v1=${signPayload(s, timestamp, body)}`).join(','),
  };
}
