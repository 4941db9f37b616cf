// Type 0, server log: the server's header, the recent log lines of every server instance (the server_logs table,
// server/downloads/serverLogs.ts), its status samples as text and its alarms. Nothing secret: the lines are
// redacted before they are stored.
import { notFound } from '../http/errors.ts';
import { repositoriesOf } from '../repositories/index.ts';
import { stamp, type Writer } from './sink.ts';

const usage = (u: { used: number; total: number } | null) =>
  u ? `${u.used}/${u.total} (${Math.round((u.used / Math.max(u.total, 1)) * 100)}%)` : '-';

export const writeServerLog: Writer = async ({ db, task, out, progress, logs }) => {
  const { servers } = repositoriesOf(db);
  const server = await servers.get({ id: task.request.serverId });
  if (!server) throw notFound();
  await out.write(
    `# Server log: ${server.name} (${server.id})\n# type ${server.type}, status ${server.status}, state ${server.state ?? '-'}, ip ${server.ip ?? '-'}\n` +
      `# memory ${usage(server.ramUsage)}, disk ${usage(server.diskUsage)}, reported ${server.reportTime ? stamp(new Date(server.reportTime)) : '-'}\n` +
      `# written ${stamp(new Date())}\n\n`,
  );
  for (const service of server.serviceStatusList ?? [])
    await out.write(`service ${service.name}: ${service.status}\n`);

  await out.write('\n## Recent log lines (time, instance, line)\n');
  // the lines every instance logged until the task was asked for
  const lines = await logs.recent(db, new Date(task.createdAt));
  for (const l of lines) await out.write(`${stamp(new Date(l.time))} ${l.instanceId} ${l.line}\n`);
  if (lines.length === 0) await out.write('(no log lines since start)\n');
  await progress(40);

  await out.write('\n## Status samples (time, memory used/total, disk used/total)\n');
  const samples = await servers.samples.allOf(server.id);
  for (const s of samples)
    await out.write(`${stamp(new Date(s.time))} memory ${usage(s.ramUsage)} disk ${usage(s.diskUsage)}\n`);
  if (samples.length === 0) await out.write('(no samples)\n');
  await progress(70);

  await out.write('\n## Alarms\n');
  const alarms = await repositoriesOf(db).alarms.latestOfSource('server', server.id, 5000);
  for (const a of alarms)
    await out.write(
      `${stamp(new Date(a.alarmTime))} ${a.alarmType} ${a.type}${a.data ? ` ${JSON.stringify(a.data)}` : ''}\n`,
    );
  if (alarms.length === 0) await out.write('(no alarms)\n');
};
