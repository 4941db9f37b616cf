// A job module for workerPoolStart.spec.ts: says on a BroadcastChannel that a thread loaded it.
import { BroadcastChannel } from 'node:worker_threads';

const channel = new BroadcastChannel('worker-pool-start');
channel.postMessage('loaded');
channel.close();

export default () => 'ran';
