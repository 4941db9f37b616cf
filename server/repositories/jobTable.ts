// What a table of jobs owned by one server instance offers the sweep of dead instances (server/instances/): the
// sweep lives above the repositories and calls down through this interface.

/** The English error of a job closed because its process died. */
export const INTERRUPTED = 'Interrupted by a server restart.';

/** A job table that closes the unfinished jobs of dead instances. */
export interface JobTable {
  closeInterrupted(self: string, staleSeconds: number): Promise<number>;
}
