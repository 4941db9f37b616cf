// The e2e probe of React's nested updates (tests/e2e/support/reactCommits.ts, issue 38 defect 9) sees a loop: a
// chain of commits that each leave an update pending, across tasks (a layout effect's sync update, then a passive
// effect's default one, and so on), is counted commit by commit as React counts it toward #185, while the run of
// commits without a microtask between them stays at 2. (The same component taken to 60 steps throws React's
// "Maximum update depth exceeded": such a loop is a real #185 that the run alone never showed.) Ordinary renders
// leave no chain.
import { describe, expect, it } from 'vitest';
import { installCommitProbe } from '../e2e/support/reactCommits';

// before React DOM loads: it finds the hook as it starts
installCommitProbe();
const { useEffect, useLayoutEffect, useState } = await import('react');
const { createRoot } = await import('react-dom/client');

type Probe = { longest: number; longestChain: number; chain: number; pending: boolean };
const probe = () => (window as unknown as { __commitRuns: Probe }).__commitRuns;
/** below React's limit of 50: the loop ends by itself, React throws nothing */
const STEPS = 40;

/** a layout effect and a passive effect taking turns to update: React's chain goes on across tasks */
function PingPong({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState(0);
  useLayoutEffect(() => {
    if (step % 2 === 1 && step < STEPS) setStep(step + 1);
  }, [step]);
  useEffect(() => {
    if (step % 2 === 0 && step < STEPS) setStep(step + 1);
    if (step === STEPS) onDone();
  }, [step, onDone]);
  return <p>{step}</p>;
}

/** one update in a passive effect, as many components do on mounting */
function Settles({ onDone }: { onDone: () => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? onDone() : setReady(true)), [ready, onDone]);
  return <p>{String(ready)}</p>;
}

async function rendered(Component: typeof PingPong): Promise<Probe> {
  Object.assign(probe(), { longest: 0, run: 0, chain: 0, longestChain: 0, pending: false });
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await new Promise<void>((done) => root.render(<Component onDone={done} />));
  // the last commit's verdict comes with the next commit: one more, leaving nothing pending
  await new Promise((done) => setTimeout(done, 0));
  root.unmount();
  return { ...probe() };
}

describe('the e2e probe of React nested updates', () => {
  it('counts a chain of pending updates across tasks, which the run without a microtask misses', async () => {
    const seen = await rendered(PingPong);
    expect(seen.longestChain).toBeGreaterThanOrEqual(STEPS - 2);
    expect(seen.longest).toBeLessThanOrEqual(3);
  });

  it('counts no chain for a component that settles', async () => {
    const seen = await rendered(Settles);
    expect(seen.longestChain).toBeLessThanOrEqual(1);
  });
});
