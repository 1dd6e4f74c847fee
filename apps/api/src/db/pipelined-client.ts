// PostgreSQL connections that parse and plan each statement once, send a transaction's BEGIN in the same write
// as its first statement, and its COMMIT in the same write as a last statement the caller names
// (docs/decisions/pipelined-transactions.md).
import type { PoolClient, Pool as PgPool, QueryConfig, QueryResult } from 'pg';

interface Pipeline {
  /** A BEGIN not sent yet: it goes out with the transaction's first statement. */
  begin: string | null;
  /** The next statement carries the COMMIT. */
  commitNext: boolean;
  /** The transaction already ended with a statement: the driver's own COMMIT or ROLLBACK has nothing to end. */
  ended: boolean;
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

const pipelines = new WeakMap<object, Pipeline>();

const BEGIN = /^\s*(begin|start transaction)\b[^;]*$/i;
const COMMIT = /^\s*(commit|end)\s*;?\s*$/i;
const ROLLBACK = /^\s*(rollback|abort)\s*;?\s*$/i;

/**
 * Statement names by text, shared by every connection (pg remembers per connection which names it has parsed).
 * Bounded: a list of N ids makes its own text, and each name costs memory in every PostgreSQL session that runs it.
 */
const statementNames = new Map<string, string>();
const STATEMENTS_MAX = 300;

/** The statement with a name, so each connection parses it once and PostgreSQL can keep its plan. */
function named(config: QueryConfig): QueryConfig {
  if (config.name || !config.values?.length) return config;
  let name = statementNames.get(config.text);
  if (name === undefined) {
    if (statementNames.size >= STATEMENTS_MAX) return config;
    name = `s${statementNames.size + 1}`;
    statementNames.set(config.text, name);
  }
  return { ...config, name };
}

function ended(command: string): QueryResult {
  return { command, rowCount: null, oid: 0, fields: [], rows: [] };
}

/** What pg's connection remembers of the named statements it has sent. */
interface Connection {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
}

/** The protocol calls of pg's connection that a framed statement uses. */
interface Wire {
  parse(query: { text: string }): void;
  bind(config?: object): void;
  execute(config?: object): void;
  sync(): void;
}

// pg's Query class, passed in so this module loads no driver of its own.
type QueryClass = new (...args: never[]) => object;

/**
 * pg's query, framed: BEGIN before the statement and COMMIT after it, all before the one Sync, so they leave in
 * one write and come back in one. After an error PostgreSQL skips the rest of the frame: a failed BEGIN runs
 * nothing, a failed statement leaves the transaction aborted and uncommitted (the caller's ROLLBACK ends it).
 */
function framedQueryClass(Query: QueryClass) {
  return class FramedQuery extends (Query as unknown as new (...args: unknown[]) => {
    portal: string;
    prepare(connection: Wire): void;
    _getRows(connection: Wire, rows: number | undefined): void;
  }) {
    constructor(
      config: QueryConfig,
      callback: (error: Error | null, result: unknown) => void,
      private readonly before: string | null,
      private readonly after: string | null,
    ) {
      super({ ...config, queryMode: 'extended' }, undefined, callback);
    }

    override prepare(connection: Wire): void {
      if (this.before !== null) {
        connection.parse({ text: this.before });
        connection.bind();
        connection.execute();
      }
      super.prepare(connection);
    }

    /** pg's last step of a statement (execute, then Sync); the COMMIT goes between, only once the statement is bound. */
    override _getRows(connection: Wire, rows: number | undefined): void {
      if (this.after === null || rows) return super._getRows(connection, rows);
      connection.execute({ portal: this.portal });
      connection.parse({ text: this.after });
      connection.bind();
      connection.execute();
      connection.sync();
    }
  };
}

/** Wraps one pooled connection's `query`. Callback calls, cursors and named statements pass through unchanged. */
function pipeline(client: PoolClient, FramedQuery: ReturnType<typeof framedQueryClass>): void {
  const state: Pipeline = { begin: null, commitNext: false, ended: false };
  pipelines.set(client, state);
  const original = client.query.bind(client) as Query;
  const send = (config: QueryConfig) => original(config) as Promise<QueryResult>;
  const connection = (client as unknown as { connection: Connection }).connection;
  const parsed = (config: QueryConfig) => config.name !== undefined && connection.parsedStatements[config.name] !== undefined;
  /**
   * When pg fails a named statement before the server answers (a value it cannot convert), it has already sent
   * Close for it but still counts it as parsed: forget it, so the next run parses it again.
   */
  const forgetIfUnsent = (name: string | undefined, error: unknown) => {
    if (!name || (error as { code?: unknown } | null)?.code) return;
    delete connection.parsedStatements[name];
    delete connection.submittedNamedStatements[name];
  };
  const sendNamed = (config: QueryConfig) => {
    const statement = named(config);
    return send(statement).catch((error: unknown) => {
      forgetIfUnsent(statement.name, error);
      throw error;
    });
  };

  const query: Query = (config, values, callback) => {
    const plain: QueryConfig | null =
      typeof config === 'string' ? { text: config } : typeof config === 'object' && config !== null ? (config as QueryConfig) : null;
    const done = typeof values === 'function' ? values : typeof callback === 'function' ? callback : undefined;
    const given = typeof values === 'function' ? undefined : values;
    const statementLike = plain !== null && typeof plain.text === 'string' && !('submit' in plain) && !plain.name;
    const statement = statementLike ? { ...plain, values: Array.isArray(given) ? given : plain.values } : null;
    if (statement === null || done !== undefined) {
      // Cursors, statements with a name of their own, and callback calls (pg-pool's query(), outside any
      // transaction): as they are, after a BEGIN held back (pg keeps a connection's order).
      if (state.begin !== null) void send({ text: state.begin }).catch(() => {});
      state.begin = null;
      state.commitNext = false;
      return statement === null ? original(config, values, callback) : original(named(statement), done);
    }
    const bare = !statement.values?.length;
    if (bare && BEGIN.test(statement.text)) {
      Object.assign(state, { begin: statement.text, commitNext: false, ended: false });
      return Promise.resolve(ended('BEGIN'));
    }
    if (bare && (COMMIT.test(statement.text) || ROLLBACK.test(statement.text))) {
      const nothingToEnd = state.begin !== null || state.ended;
      Object.assign(state, { begin: null, commitNext: false, ended: false });
      if (nothingToEnd) return Promise.resolve(ended(COMMIT.test(statement.text) ? 'COMMIT' : 'ROLLBACK'));
      return send(statement);
    }
    const begin = state.begin;
    const commit = state.commitNext;
    state.begin = null;
    state.commitNext = false;
    if (begin === null && !commit) return sendNamed(statement);
    if (bare) {
      // Without parameters it may hold several commands (a migration), which only the simple protocol
      // takes: BEGIN, the statement and any COMMIT go one after the other.
      const begun = begin === null ? Promise.resolve() : send({ text: begin });
      return begun.then(async () => {
        const result = await send(statement);
        if (commit) {
          await send({ text: 'commit' });
          state.ended = true;
        }
        return result;
      });
    }
    const prepared = named(statement);
    // pg files a Parse's success under the name of the query in flight, so a BEGIN's would mark the statement
    // as parsed even if its own Parse then failed. So a named statement goes behind a BEGIN only once this
    // connection has parsed it; the first time, the BEGIN goes ahead on its own.
    if (begin !== null && prepared.name && !parsed(prepared)) {
      return send({ text: begin }).then(() => frame(prepared, null, commit));
    }
    return frame(prepared, begin, commit);
  };

  const frame = (config: QueryConfig, begin: string | null, commit: boolean) =>
    new Promise<unknown>((resolve, reject) => {
      const framed = new FramedQuery(
        config,
        (error, result) => {
          if (error) {
            forgetIfUnsent(config.name, error);
            return reject(error);
          }
          // On success the COMMIT went through; on an error the driver's ROLLBACK ends what is left.
          if (commit) state.ended = true;
          if (!Array.isArray(result)) return resolve(result);
          const own = result.slice(begin === null ? 0 : 1, commit ? -1 : undefined);
          resolve(own.length === 1 ? own[0] : own);
        },
        begin,
        commit ? 'commit' : null,
      );
      original(framed);
    });
  client.query = query as PoolClient['query'];
}

/** Every connection the pool opens names its statements, sends BEGIN with its first statement and can send COMMIT with a last one. */
export function pipelineTransactions(pool: PgPool, Query: QueryClass): void {
  const FramedQuery = framedQueryClass(Query);
  pool.on('connect', (client) => pipeline(client, FramedQuery));
}

/**
 * Sends the transaction's COMMIT with the next statement run on this connection, when the connection can.
 * Answers false when it cannot (PGlite: statements run in-process, so nothing is saved), and then the transaction
 * commits as usual. The statement must be the transaction's last, and nothing after it may throw expecting a
 * rollback: once it succeeds, the transaction is committed.
 */
export function commitWithNextStatement(client: unknown): boolean {
  const state = typeof client === 'object' && client !== null ? pipelines.get(client) : undefined;
  if (!state) return false;
  state.commitNext = true;
  return true;
}
