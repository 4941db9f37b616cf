// App plugin: the fleet simulator, created here and started by main (SIM=0 leaves it off); stopped on close.
import { Simulator } from '../sim/simulator.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    simulator: Simulator;
  }
}

export const simulatorPlugin = shared('simulator', async (app) => {
  const {
    simSeed,
    simTickMs,
    rolloutPaceMs,
    rolloutFailureRate,
    simSensorIntervalMs,
    simPrintMs,
    simPrintFailRate,
  } = app.appConfig;
  const simulator = new Simulator(
    app.db,
    {
      seed: simSeed,
      tickMs: simTickMs,
      rollout: { paceMs: rolloutPaceMs, failureRate: rolloutFailureRate },
      sensorIntervalMs: simSensorIntervalMs,
      printer: { printMs: simPrintMs, failRate: simPrintFailRate },
    },
    app.log,
  );
  app.decorate('simulator', simulator);
  app.addHook('onClose', async () => simulator.stop());
});
