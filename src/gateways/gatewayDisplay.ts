// How a gateway's IP reads (doc 1 §2.7): without a trailing :8080. Its status: domain/gatewayStatus.ts.
export const GATEWAY_PORT = 8080;

export function displayIp(ip: unknown): string {
  if (typeof ip !== 'string') return '';
  return ip.endsWith(`:${GATEWAY_PORT}`) ? ip.slice(0, -`:${GATEWAY_PORT}`.length) : ip;
}
