// runReporting (workerPool.ts): a job's result is answered only once every message it says it sent has been
// handed on, in order, even when the result comes before the port's last messages; the port is closed after.
import { describe, expect, it } from 'vitest';
import { runReporting } from './workerPool.ts';

describe('runReporting', () => {
  it('hands every message on, in order, before answering the result that came first', async () => {
    const seen: number[] = [];
    const result = await runReporting<{ sent: number }, number>(
      async (port) => {
        for (let i = 1; i <= 500; i++) port.postMessage(i);
        // the result comes back at once: the port's messages are still on their way
        return { sent: 500 };
      },
      (message) => seen.push(message),
      (answer) => answer.sent,
    );
    expect(result).toEqual({ sent: 500 });
    expect(seen).toHaveLength(500);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('answers at once when the result says nothing was sent, and passes a failure on', async () => {
    const seen: string[] = [];
    await expect(
      runReporting<number, string>(
        async (port) => {
          port.postMessage('late');
          throw new Error('the job failed');
        },
        (message) => seen.push(message),
        () => 0,
      ),
    ).rejects.toThrow('the job failed');
    const quiet = await runReporting<number, string>(
      async () => 0,
      (message) => seen.push(message),
      (sent) => sent,
    );
    expect(quiet).toBe(0);
  });
});
