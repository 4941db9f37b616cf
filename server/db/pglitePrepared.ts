// Statements on the PGlite thread as named prepared statements (issue 25). PGlite's own query() sends each
// statement as six protocol calls into the WASM backend (parse, describe, bind, describe, execute, sync) and has
// PostgreSQL parse and plan it every time. Here a statement text is parsed once under a name, its parameter types
// kept; each run is one protocol call (bind, describe, execute, sync) of the prepared statement, whose plan
// PostgreSQL caches and revalidates after schema changes. The least recently used statements are closed beyond
// STATEMENT_LIMIT. Values are serialised and rows parsed by PGlite's own serializers and parsers, as query() does.
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** prepared statements kept open by default (the backend keeps each one's parse tree and cached plan) */
const STATEMENT_LIMIT = 400;

/** SQLSTATEs after which a statement is prepared again: "cached plan must not change result type" (its columns
 * changed under it), "prepared statement does not exist" (a DEALLOCATE ALL / DISCARD ALL closed it) */
const PREPARE_AGAIN = new Set(['0A000', '26000']);

interface Prepared {
  name: string;
  /** the parameters' type OIDs, for PGlite's serializers */
  types: number[];
}

/** PGlite's locks, which its query() takes (not in its public typings) */
interface Exclusive {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** statement names are unique in the process (several sets may share one PGlite: the tests' do) */
let named = 0;

export class PreparedStatements {
  /** by statement text, least recently used first */
  readonly #statements = new Map<string, Prepared>();

  constructor(
    private readonly pg: PGlite,
    private readonly limit = STATEMENT_LIMIT,
  ) {}

  /** how many statements are prepared now */
  get size(): number {
    return this.#statements.size;
  }

  /**
   * Runs one statement. `inTransaction`: the statement belongs to the open transaction, which holds PGlite's
   * transaction lock; else it waits for any open transaction to end, as query() does.
   */
  query<T>(sql: string, params: unknown[], inTransaction: boolean): Promise<Results<T>> {
    const locks = this.pg as unknown as Exclusive;
    const run = () => locks._runExclusiveQuery(() => this.#runAgainWhenStale<T>(sql, params, !inTransaction));
    return inTransaction ? run() : locks._runExclusiveTransaction(run);
  }

  /** `retry`: outside a transaction, a stale statement is prepared again and run once more (inside one, the
   * failure has aborted the transaction: it is prepared again at its next use) */
  async #runAgainWhenStale<T>(sql: string, params: unknown[], retry: boolean): Promise<Results<T>> {
    try {
      return await this.#run<T>(sql, params);
    } catch (error) {
      if (!PREPARE_AGAIN.has((error as { code?: string }).code ?? '')) throw error;
      this.#statements.delete(sql);
      if (!retry) throw error;
      return this.#run<T>(sql, params);
    }
  }

  async #run<T>(sql: string, params: unknown[]): Promise<Results<T>> {
    const prepared = await this.#prepared(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pg.serializers[prepared.types[i]];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.pg.execProtocolStream(
      concat([
        serialize.bind({ statement: prepared.name, values: values as Array<string | null> }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, this.pg.parsers)[0] as Results<T>;
  }

  /** The statement of this text, parsed now when it is not yet (closing the least recently used beyond the limit). */
  async #prepared(sql: string): Promise<Prepared> {
    const known = this.#statements.get(sql);
    if (known) {
      this.#statements.delete(sql);
      this.#statements.set(sql, known);
      return known;
    }
    const closing: Uint8Array[] = [];
    while (this.#statements.size >= this.limit) {
      const [oldest, statement] = this.#statements.entries().next().value!;
      this.#statements.delete(oldest);
      closing.push(serialize.close({ type: 'S', name: statement.name }));
    }
    named += 1;
    const name = `s${named}`;
    const described = await this.pg.execProtocolStream(
      concat([
        ...closing,
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, types: parse.parseDescribeStatementResults(described) };
    this.#statements.set(sql, prepared);
    return prepared;
  }
}
