// THE HOOK POINT of the error rule (doc 1 §6/§8, doc 2 §8, doc 3 §8) for every page query, schema table and shared
// query: a failed load comes here once. It applies loadFailureRule.ts: a refused session (401) logs out at once;
// otherwise the 'Error' dialog shows the failure and, on the pages the spec names or for `critical` data,
// closing it logs the user out and reloads the page; elsewhere the page keeps its place.
import { useCallback, useEffect, useRef } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { useErrorDialog, type ErrorLike } from './ErrorDialog';
import { loadFailureRule, statusOf } from './loadFailureRule';

let dropping: Promise<void> | null = null;

/** logout and reload, once however many loads fail together */
export function dropSession(): Promise<void> {
  dropping ??= authProvider.logout({}).then(() => window.location.reload());
  return dropping;
}

/** for tests: forget a drop in progress */
export function resetDropSession(): void {
  dropping = null;
}

/** the route of the page (the hash route when a query runs outside the router, as in some component tests) */
function useRoutePath(): string {
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a component never moves into or out of the router
  if (inRouter) return useLocation().pathname;
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}

export type LoadFailureHandler = (error: unknown) => Promise<void>;

/** the handler of failed loads on the current page (`title`: the dialog's title key, doc 3 §8 titles) */
export function useLoadFailureHandler(critical = false, title?: string): LoadFailureHandler {
  const showError = useErrorDialog();
  const pathname = useRoutePath();
  return useCallback(
    async (error: unknown) => {
      if (dropping) return;
      if (statusOf(error) === 401) return dropSession();
      const rule = loadFailureRule(pathname, critical);
      const shown = typeof error === 'string' ? error : ((error ?? {}) as ErrorLike);
      await (title ? showError(shown, title) : showError(shown));
      if (rule === 'logout') await dropSession();
    },
    [showError, pathname, critical, title],
  );
}

/** hands a query's error to the rule, once per error */
export function useLoadFailure(error: unknown, critical = false, title?: string): void {
  const onFailure = useLoadFailureHandler(critical, title);
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!error || handled.current === error) return;
    handled.current = error;
    void onFailure(error);
  }, [error, onFailure]);
}
