// A webhook receiver, as an integration would write one (issue 35; docs/api.md "Webhooks"): it verifies each
// delivery's signature with the subscription's secret and answers 2xx quickly (the server retries anything else).
//
//   ESL_WEBHOOK_SECRET=whsec_... PORT=9000 npx tsx examples/webhook-receiver.ts
//
// verifyWebhookSignature is the documented check: HMAC-SHA256 of "<timestamp>.<raw body>" with the secret, compared
// in constant time with each `v1=` of ESL-Webhook-Signature, and a timestamp within 5 minutes of now.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** how far a delivery's timestamp may be from now (replays of an old delivery are refused) */
export const TOLERANCE_SECONDS = 5 * 60;

type HeaderBag = Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string {
  const value = headers[name.toLowerCase()] ?? headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** true when one of the delivery's signatures was made with `secret` and its timestamp is recent */
export function verifyWebhookSignature(
  secret: string,
  headers: HeaderBag,
  rawBody: string | Buffer,
  now: number = Date.now(),
): boolean {
  const timestamp = header(headers, 'esl-webhook-timestamp');
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return header(headers, 'esl-webhook-signature')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('v1='))
    .map((part) => Buffer.from(part.slice(3), 'hex'))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}

/** a tiny receiver: logs each verified event, answers 400 to anything else */
function main(): void {
  const secret = process.env.ESL_WEBHOOK_SECRET ?? '';
  if (!secret) throw new Error('set ESL_WEBHOOK_SECRET to the subscription secret (whsec_...)');
  createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!verifyWebhookSignature(secret, request.headers, body)) {
        response.writeHead(400).end('bad signature');
        return;
      }
      const event = JSON.parse(body.toString('utf8')) as { id: string; type: string };
      console.log(`${event.type} ${event.id}`);
      response.writeHead(204).end();
    });
  }).listen(Number(process.env.PORT ?? 9000));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
