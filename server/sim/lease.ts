// The simulator once per database: the instance holding the simulator's advisory lock (on a connection of its
// own, released when its process dies) runs it; the others try again every retryMs, so one of them takes over
// when the holder stops. Should the holder's lock connection drop, it stops its simulator and tries again too.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, LockSession } from '../db/db.ts';
import { pingLockSession, trySimulatorLock, unlockSimulator } from './statements/lease.ts';

export interface Playable {
  start(): void;
  stop(): Promise<void>;
}

export class SimulatorLease {
  private timer?: NodeJS.Timeout;
  private session?: LockSession;
  private checking: Promise<void> = Promise.resolve();
  private held = false;

  constructor(
    private readonly db: Db,
    private readonly simulator: Playable,
    private readonly retryMs: number,
    /** the server instance (its id names the lock connection) */
    private readonly owner: () => string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** whether this instance runs the simulator now */
  get holding(): boolean {
    return this.held;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.check(), this.retryMs);
    this.timer.unref();
    this.check();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.checking;
    await this.drop();
  }

  private check(): void {
    this.checking = this.checking
      .then(() => (this.held ? this.keep() : this.acquire()))
      .catch((error: unknown) => this.log?.error({ err: error }, 'simulator lock check failed'));
  }

  private async acquire(): Promise<void> {
    if (!this.timer) return;
    this.session ??= await this.db.lockSession(this.owner());
    let locked: boolean;
    try {
      locked = await trySimulatorLock(this.session);
    } catch (error) {
      await this.drop();
      throw error;
    }
    if (!locked) return;
    this.held = true;
    this.simulator.start();
    this.log?.info('this instance runs the simulator');
  }

  /** the lock lives as long as its connection: a lost connection stops this simulator */
  private async keep(): Promise<void> {
    try {
      if (this.session) await pingLockSession(this.session);
    } catch (error) {
      this.log?.warn({ err: error }, 'simulator lock lost: simulator stopped');
      await this.drop();
    }
  }

  private async drop(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    if (this.held) {
      this.held = false;
      await this.simulator.stop();
      if (session) await unlockSimulator(session).catch(() => undefined);
    }
    // ending the connection releases the lock
    await session?.release().catch(() => undefined);
  }
}
