// The viewer's part of a dashboard's stores (issue 38 defect 1): a store variable is chosen by whoever saved the
// dashboard, so a viewer who may not see some of those stores reads its own part of them. The panels' figures get it
// from the server (POST /dashboards/{id}/figures, server/dashboards/viewerPart.ts); the spec panels' GET
// /stats/dashboard, which refuses a store outside the session, is asked for this part (none left: every store of the
// session, as the server's rule gives).
import { canAccessStore, type Permissions } from '../auth/privileges';

/** the stores asked that the session may see ([] = every store of the session) */
export function viewerStores(permissions: Permissions | undefined | null, asked: string[]): string[] {
  return asked.filter((code) => canAccessStore(permissions, code));
}
