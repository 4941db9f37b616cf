// Several statements sent to PostgreSQL in one round trip (server/db/postgres.ts): the extended protocol's messages
// of each (Parse, Bind, Describe, Execute) written at once, then one Sync. Without a BEGIN among them they run as
// one implicit transaction: committed at the Sync when all succeed; when one fails the server skips the rest and
// rolls the whole back. The audited database sends a write call's lone statement this way, its audit context set
// first and the audit trigger's mark read last (server/db/auditedDb.ts): one round trip where BEGIN, the statement
// and COMMIT took three.
import pg from 'pg';
import { prepareValue } from 'pg/lib/utils.js';

export interface Statement {
  text: string;
  values?: unknown[];
}

/** the results of the statements, in order (pg's Query gathers one per statement) */
type Results = pg.QueryResult[];

class OneTrip extends pg.Query {
  readonly done: Promise<Results>;

  constructor(private readonly statements: Statement[]) {
    super(statements[0].text);
    let settle: (error: Error | undefined, results?: Results | pg.QueryResult) => void = () => undefined;
    this.done = new Promise<Results>((resolve, reject) => {
      settle = (error, results) => {
        if (error) reject(error);
        else resolve(Array.isArray(results) ? results : [results!]);
      };
    });
    // pg's Query answers through its callback: an error, or the results once the server is ready again
    (this as unknown as { callback: typeof settle }).callback = settle;
  }

  override submit = (connection: pg.Connection): void => {
    // one write to the socket for all the messages
    connection.stream.cork?.();
    try {
      for (const { text, values = [] } of this.statements) {
        connection.parse({ text, name: '', types: [] }, true);
        connection.bind(
          { portal: '', statement: '', values: values.map((value) => prepareValue(value)) },
          true,
        );
        connection.describe({ type: 'P', name: '' }, true);
        // (no row limit: every row of the statement)
        connection.execute({ portal: '' }, true);
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  };
}

/** runs `statements` in one round trip and one implicit transaction on `client`; answers each one's result */
export function oneTrip(client: pg.ClientBase, statements: Statement[]): Promise<Results> {
  const trip = new OneTrip(statements);
  void client.query(trip);
  return trip.done;
}
