// OpenEPaperLink access points of a store (issue 27 §3): POST /config/store/{store}/gw/oepl { address } registers
// one as a gateway of kind 'oepl' (201, polled at once: status and tags in the answer; 400 for an address the
// server must not connect to, issue 33 §2; a failed first poll told as unreachable or not an AP only); DELETE
// /config/store/{store}/gw/oepl/{gwMac} unregisters it (its tags stay in the store's list, MISSING). Store config
// or store write privilege, like the gateway configuration; the guard checks the store of the path.
import type { FastifyInstance } from 'fastify';
import { checkOeplAddress } from '../../../domain/oeplAddress.ts';
import { answer, defineCall } from '../../http/calls.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { validationMessage } from '../../http/validate.ts';
import { oeplPollProblem, registerOepl, unregisterAccessPoint } from '../../oepl/registration.ts';
import { inTransaction } from '../../repositories/index.ts';

export const OEPL_ALREADY_REGISTERED = message('app.serverMessages.oeplRegistered');
export const OEPL_ADDRESS_NOT_ALLOWED = message('app.serverMessages.oeplAddressNotAllowed');

const write = { privilege: ['store', 'store_config'], access: 'write' as const };

export default async function gatewayOeplRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app;

  defineCall(app, 'gateway.registerOepl', { guard: write }, async (request, reply) => {
    const checked = checkOeplAddress(request.body.address);
    if (!checked.ok) throw badRequest(validationMessage(checked.message));
    const store = request.params.storeCode;
    if (!(await repos.stores.get({ storeCode: store }))) throw notFound();
    const registration = await registerOepl(db, store, checked.address, new Date());
    if (registration.outcome === 'notAllowed') {
      request.log.warn({ storeCode: store, address: checked.address }, 'OEPL address refused: not allowed');
      throw badRequest(OEPL_ADDRESS_NOT_ALLOWED);
    }
    if (registration.outcome === 'exists') throw conflict(OEPL_ALREADY_REGISTERED);
    const gateway = await repos.gateways.get({ gwMac: registration.gwMac });
    // the first poll's detail stays in the log; the answer tells unreachable or not an access point
    const problem = oeplPollProblem(registration.poll);
    request.log.info(
      { storeCode: store, gwMac: registration.gwMac, pollError: registration.poll.error },
      'OEPL access point registered',
    );
    return answer(reply, 'gateway.registerOepl', 201, {
      gwMac: registration.gwMac,
      storeCode: store,
      kind: 'oepl' as const,
      address: checked.address,
      status: gateway?.status ?? registration.poll.status,
      tagCount: Number(gateway?.tagCount ?? 0),
      tags: registration.poll.tags,
      ...(problem ? { error: problem.text, errorKey: problem.key } : {}),
    });
  });

  defineCall(app, 'gateway.unregisterOepl', { guard: write }, async (request) => {
    const { storeCode: store, gwMac: mac } = request.params;
    const tags = await inTransaction(db, async (txRepos) => {
      const repo = txRepos.oepl;
      const gateway = await repo.gateway(store, mac);
      if (!gateway) throw notFound();
      return unregisterAccessPoint(txRepos, gateway, new Date());
    });
    await repos.stores.refreshCounters();
    request.log.info({ storeCode: store, gwMac: mac, tags }, 'OEPL access point unregistered');
    return { gwMac: mac, tags };
  });
}
