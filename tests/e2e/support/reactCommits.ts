// React's commits in a page, counted the way React counts nested updates (issue 38 defect 9: error #185, "maximum
// update depth"). React throws #185 when more than 50 commits follow one another, each leaving an update to render
// at once (a state update in a layout effect, a ref callback, componentDidMount or a synchronous store). Those
// commits run in one call stack, without a microtask between them; a page's ordinary work commits at most a few
// times so (a click opening a dialog: the click's update, then its portal and transitions). The probe is React's
// own DevTools hook, installed before the console's code loads: it records the longest run of commits with no
// microtask between them, so a state update loop shows as a long run well before it reaches React's limit.
import type { Page } from 'playwright-core';

/** the hook React DOM calls at each commit (production builds too) */
function installProbe(): void {
  const probe = { longest: 0, run: 0 };
  (window as unknown as { __commitRuns: typeof probe }).__commitRuns = probe;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: () => {
      if (probe.run === 0) queueMicrotask(() => (probe.run = 0));
      probe.run += 1;
      probe.longest = Math.max(probe.longest, probe.run);
    },
  };
}

/** installs the probe in every page the context opens from now on (reload the page for the current one) */
export async function probeReactCommits(page: Page): Promise<void> {
  await page.context().addInitScript(installProbe);
}

/** the longest run of commits without a microtask between them since the page loaded */
export async function longestCommitRun(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __commitRuns: { longest: number } }).__commitRuns.longest,
  );
}
