// App plugin: the fleet simulator, created here and started by main (SIM=0 leaves it off) through its lease: one
// instance per database runs it (server/sim/lease.ts); stopped on close.
import { SimulatorLease } from '../sim/lease.ts';
import { Simulator } from '../sim/simulator.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    simulator: Simulator;
    /** starts the simulator in this instance unless another instance on the database runs it (then takes over) */
    simulatorLease: SimulatorLease;
  }
}

export const simulatorPlugin = shared('simulator', async (app) => {
  const { simSeed, simTickMs, simSampleEveryTicks, simSensorIntervalMs, simPrintMs, simPrintFailRate } =
    app.appConfig;
  const simulator = new Simulator(
    app.db,
    {
      seed: simSeed,
      tickMs: simTickMs,
      sampleEvery: simSampleEveryTicks || undefined,
      sensorIntervalMs: simSensorIntervalMs,
      printer: { printMs: simPrintMs, failRate: simPrintFailRate },
    },
    app.log,
  );
  const lease = new SimulatorLease(
    app.db,
    simulator,
    app.appConfig.heartbeatMs,
    () => app.instance.id,
    app.log,
  );
  app.decorate('simulator', simulator);
  app.decorate('simulatorLease', lease);
  app.addHook('onClose', async () => {
    await lease.stop();
    await simulator.stop();
  });
});
