// React's commits in a page, counted the way React counts nested updates (issue 38 defect 9: error #185, "maximum
// update depth"). React (19) throws #185 at a state update once more than 50 commits in a row each left an update
// to render at once (root.pendingLanes has a sync, continuous or default lane after the commit): a state update in
// a layout effect, a ref callback or componentDidMount (sync), or in the passive effects React flushes inside the
// commit of a sync render (a click's, a store's: the default lane). The chain is not cut by a microtask or a task:
// a sync render whose effects leave a default update, whose render's layout effects leave a sync one, and so on,
// counts on across tasks; only a commit that leaves nothing pending ends it.
// The probe is React's own DevTools hook, installed before the console's code loads. `longestNestedChain` is that
// count (checked against React's own counter, exposed in an instrumented build); `longestCommitRun` the longest
// run of commits with no microtask between them (the in-one-call-stack loops).
import type { Page } from 'playwright-core';

/** the lanes React's chain counts pending after a commit: SyncLane | InputContinuousLane | DefaultLane */
const CHAIN_LANES = 0b101010;

/**
 * the hook React DOM calls at each commit (production builds too), as window.__commitRuns; run in the page before
 * React DOM loads (exported for its own spec, tests/unit/reactCommits.spec.tsx)
 */
export function installCommitProbe(chainLanes = CHAIN_LANES): void {
  type Root = { pendingLanes: number };
  const probe = { longest: 0, run: 0, chain: 0, longestChain: 0, pending: false, inCommit: false };
  (window as unknown as { __commitRuns: typeof probe }).__commitRuns = probe;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    // the passive effects of a sync render run inside its commit (this call comes before the microtask below):
    // what they leave pending counts for that commit
    onPostCommitFiberRoot: (_id: number, root: Root) => {
      if (probe.inCommit && (root.pendingLanes & chainLanes) !== 0) probe.pending = true;
    },
    onCommitFiberRoot: (_id: number, root: Root) => {
      // the previous commit's verdict: it left an update pending (the chain goes on) or not (it ends)
      probe.chain = probe.pending ? probe.chain + 1 : 0;
      probe.longestChain = Math.max(probe.longestChain, probe.chain);
      probe.pending = (root.pendingLanes & chainLanes) !== 0;
      if (!probe.inCommit) queueMicrotask(() => (probe.inCommit = false));
      probe.inCommit = true;
      if (probe.run === 0) queueMicrotask(() => (probe.run = 0));
      probe.run += 1;
      probe.longest = Math.max(probe.longest, probe.run);
    },
  };
}

/** installs the probe in every page the context opens from now on (reload the page for the current one) */
export async function probeReactCommits(page: Page): Promise<void> {
  await page.context().addInitScript(installCommitProbe, CHAIN_LANES);
}

type Probe = { longest: number; longestChain: number; chain: number; pending: boolean };

/** the longest run of commits without a microtask between them since the page loaded */
export async function longestCommitRun(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __commitRuns: Probe }).__commitRuns.longest);
}

/** the longest chain of commits React counted toward its limit of 50 since the page loaded (#185 past 50) */
export async function longestNestedChain(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __commitRuns: Probe }).__commitRuns;
    // the last commit's verdict, if it left an update pending
    return Math.max(probe.longestChain, probe.pending ? probe.chain + 1 : probe.chain);
  });
}
