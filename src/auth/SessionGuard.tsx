// Every route without a session goes to /login?next=<route> (doc 1 §2.1). The check is synchronous
// (localStorage), so the logged-out first load shows the login form at once; the server check
// (GET /auth/login) runs after, and a refused session also returns to the login page with `next`. A change of
// the system configuration reloads the session user info (useSystemConfigSync).
import { useEffect, type ReactNode } from 'react';
import { useCheckAuth } from 'ra-core';
import { Navigate, useLocation } from 'react-router-dom';
import { clearSession, readSession } from '../providers/session';
import { useSystemConfigSync } from './useSystemConfigSync';

export function loginRoute(pathname: string, search: string): string {
  const next = `${pathname}${search}`;
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

export function SessionGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const checkAuth = useCheckAuth();
  const session = readSession();
  const target = loginRoute(location.pathname, location.search);
  const valid = !!session && !session.forceChange;
  useSystemConfigSync();

  useEffect(() => {
    if (valid) checkAuth({}, true, target).catch(() => undefined);
  }, [valid, checkAuth, target]);

  if (!valid) {
    if (session?.forceChange) clearSession();
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
