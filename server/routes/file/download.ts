// File downloads (doc 1 §4, §7 'Files'): POST /file/download { type, serverId?, storeCode?, gwMac?, filter? }
// queues a task and answers { taskId }; POST /file/download/task/{taskId} answers its progress
// ({ taskId, type, progress, finishedAt?, error?, fileName }); GET /file/download/task/{taskId} streams the file.
// The privilege depends on the type (0 server, 1 and 2 store, 3 and 5 tag, 4 product; read); the store of
// storeCode (checked by the guard) and of the gateway must be the caller's. A task belongs to its requester
// (role 0 sees every task). The worker (server/downloads/worker.ts) runs in every instance.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows, SUPER_ROLE_ID } from '../../auth/privileges.ts';
import { raiseSendFailures } from '../../gateways/sendFailure.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { defineCall, type CallRequest } from '../../http/calls.ts';
import { DOWNLOADS, DownloadWorker } from '../../downloads/worker.ts';
import { type DownloadTaskRecord } from '../../repositories/downloadTasks.ts';
import { completeRequest, fileNameOf, PRIVILEGE_BY_TYPE, type DownloadBody } from './request.ts';
import { message } from '../../http/messages.ts';

/** any area a download type needs: whoever could start a task may follow it (ownership is checked too) */
const TASK_GUARD = { privilege: ['server', 'store', 'tag', 'product'], access: 'read' as const };

export const OFFLINE_GATEWAY_MESSAGE = message('app.serverMessages.gatewayOfflineLog');

export default async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const tasks = app.repos.downloadTasks;
  const worker = new DownloadWorker(db, app.storage, app.serverLogs, app.log, app.instance.id);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());

  /** checks what the request names exists and is the caller's; answers the store scope of the task */
  async function authorise(request: FastifyRequest, body: DownloadBody): Promise<void> {
    const session = request.principal;
    if (!session) throw forbidden();
    if (!allows(session.privilege, PRIVILEGE_BY_TYPE[body.type], 'read')) throw forbidden();
    const mine = (storeCode: string) => !session.stores || session.stores.includes(storeCode);
    if (body.type === 0) {
      if (!(await app.repos.servers.get({ id: body.serverId }))) throw notFound();
    }
    if (body.storeCode !== undefined) {
      if (!mine(body.storeCode)) throw forbidden();
      if (!(await app.repos.stores.get({ storeCode: body.storeCode }))) throw notFound();
    }
    if (body.type === 1) {
      const gw = await app.repos.gateways.get({ gwMac: body.gwMac });
      if (!gw?.storeCode) throw notFound();
      const storeCode = gw.storeCode;
      if (!mine(storeCode) || (body.storeCode !== undefined && body.storeCode !== storeCode))
        throw forbidden();
      if (gw.status === 'OFFLINE') {
        await raiseSendFailures(
          app.repos.alarms,
          [{ gwMac: String(body.gwMac), storeCode }],
          'log',
          OFFLINE_GATEWAY_MESSAGE.text,
        );
        throw badRequest(OFFLINE_GATEWAY_MESSAGE);
      }
    }
  }

  async function ownTask(
    request: CallRequest<'downloadTask.poll' | 'downloadTask.file'>,
  ): Promise<DownloadTaskRecord> {
    const task = await tasks.task(request.params.taskId);
    if (!task) throw notFound();
    const session = request.principal;
    if (!session || (task.email !== session.email && session.account.role_id !== SUPER_ROLE_ID))
      throw forbidden();
    return task;
  }

  defineCall(app, 'downloadTask.start', { guard: TASK_GUARD }, async (request) => {
    const body = request.body;
    // a field the type needs (the old zod refinements): the same 400
    if (!completeRequest(body)) throw badRequest(message('validation.invalidValue'));
    await authorise(request, body);
    const taskId = randomUUID();
    await tasks.create({
      taskId,
      type: body.type,
      email: request.principal?.email ?? '',
      fileName: fileNameOf(body, new Date()),
      request: {
        serverId: body.serverId,
        storeCode: body.storeCode,
        gwMac: body.gwMac,
        filter: body.filter,
        stores: request.principal?.stores ?? null,
      },
    });
    request.log.info({ taskId, type: body.type, storeCode: body.storeCode }, 'download task queued');
    worker.kick();
    return { taskId };
  });

  defineCall(app, 'downloadTask.poll', { guard: TASK_GUARD }, async (request) => {
    const task = await ownTask(request);
    return {
      taskId: task.taskId,
      type: task.type,
      progress: task.progress,
      fileName: task.fileName,
      ...(task.finishedAt ? { finishedAt: new Date(task.finishedAt).toISOString() } : {}),
      ...(task.error ? { error: task.error } : {}),
    };
  });

  defineCall(app, 'downloadTask.file', { guard: TASK_GUARD }, async (request, reply) => {
    const task = await ownTask(request);
    if (task.error) throw badRequest(message('app.serverMessages.downloadTaskError', { detail: task.error }));
    // the file is in the storage, whichever instance wrote it
    const stored =
      task.finishedAt && task.filePath?.startsWith(DOWNLOADS)
        ? await app.storage.get(task.filePath)
        : undefined;
    if (!stored) throw notFound();
    const type = task.fileName.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8';
    return reply
      .type(type)
      .header('Content-Disposition', `attachment; filename="${task.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(stored.stream);
  });
}
