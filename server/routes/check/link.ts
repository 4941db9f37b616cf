// Call gateway.linkCheck, GET /check/link/gw/{gwMac} (doc 1 §7): whether the server reaches the gateway; an offline gateway fails. An
// OpenEPaperLink access point (issue 27 §3) is asked for real: its /sysinfo answers within 3 s or the check fails.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { gatewayInScope } from '../gw/scope.ts';
import { OeplError } from '../../oepl/answers.ts';
import { OeplClient } from '../../oepl/client.ts';

/** how long a link check waits for an OpenEPaperLink access point */
export const OEPL_LINK_CHECK_MS = 3000;

async function oeplAnswers(address: string): Promise<boolean> {
  try {
    await new OeplClient(address, OEPL_LINK_CHECK_MS).sysInfo();
    return true;
  } catch (error) {
    if (error instanceof OeplError) return false;
    throw error;
  }
}

export default async function linkCheckRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'gateway.linkCheck', { guard: { privilege: 'store', access: 'read' } }, async (request) => {
    const gateway = await gatewayInScope(app, request, request.params.gwMac);
    if (gateway.kind === 'oepl' && typeof gateway.address === 'string')
      return { success: await oeplAnswers(gateway.address) };
    return { success: gateway.status !== 'OFFLINE' };
  });
}
