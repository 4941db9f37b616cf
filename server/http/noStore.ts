// An onRequest hook for answers that carry a token or a password: no browser or proxy keeps them.
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}
