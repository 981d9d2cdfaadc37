// A Kysely dialect for Node's built-in `node:sqlite` (DatabaseSync). Kysely
// 0.29 ships a SQLite dialect for better-sqlite3's API only, so this small
// driver adapts DatabaseSync prepared statements to Kysely's Driver and reuses
// Kysely's SQLite query compiler, adapter and introspector.
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

export interface NodeSqliteDialectConfig {
  /** An open database; the driver owns it from here and closes it on destroy. */
  database: DatabaseSync;
  /**
   * Handles in this process with the same key share one lock: normally the
   * resolved file path. Leave unset for a database no other handle opens.
   */
  lockKey?: string;
  /**
   * How long a statement that finds the database locked by another
   * connection keeps trying before it fails with SQLITE_BUSY (5 s by
   * default). The driver waits between tries without blocking the event
   * loop; keep the connection's own busy_timeout short (see database.server.ts).
   */
  busyTimeoutMs?: number;
}

export class NodeSqliteDialect implements Dialect {
  readonly #config: NodeSqliteDialectConfig;

  constructor(config: NodeSqliteDialectConfig) {
    this.#config = config;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(
      this.#config.database,
      this.#config.lockKey,
      this.#config.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS,
    );
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new NodeSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/**
 * SQLite does support transactional DDL. Saying so makes Kysely's migrator run
 * all pending migrations inside one transaction, which our driver opens with
 * BEGIN IMMEDIATE: two processes starting at once then migrate one after the
 * other instead of racing.
 */
class NodeSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** One connection, handed out to one user at a time. */
class ConnectionMutex {
  #held?: Promise<void>;
  #release?: () => void;

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

/**
 * Why a lock shared by every handle on one file: DatabaseSync waits for a busy
 * database synchronously, blocking the event loop. If one handle in this
 * process held a transaction open across an await while another handle in the
 * same process waited for the write lock, the holder could never resume:
 * a deadlock until busy_timeout. Handles in other processes are unaffected,
 * since their event loops run on.
 */
const sharedMutexes = new Map<string, { mutex: ConnectionMutex; users: number }>();

function acquireSharedMutex(key: string | undefined): { mutex: ConnectionMutex; release(): void } {
  if (key === undefined) return { mutex: new ConnectionMutex(), release() {} };
  let entry = sharedMutexes.get(key);
  if (!entry) {
    entry = { mutex: new ConnectionMutex(), users: 0 };
    sharedMutexes.set(key, entry);
  }
  entry.users += 1;
  const shared = entry;
  let released = false;
  return {
    mutex: shared.mutex,
    release() {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users === 0 && sharedMutexes.get(key) === shared) sharedMutexes.delete(key);
    },
  };
}

class NodeSqliteDriver implements Driver {
  readonly #database: DatabaseSync;
  readonly #mutex: ConnectionMutex;
  readonly #releaseMutex: () => void;
  readonly #connection: NodeSqliteConnection;

  constructor(database: DatabaseSync, lockKey: string | undefined, busyTimeoutMs: number) {
    this.#database = database;
    this.#connection = new NodeSqliteConnection(database, busyTimeoutMs);
    const shared = acquireSharedMutex(lockKey);
    this.#mutex = shared.mutex;
    this.#releaseMutex = shared.release;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // DatabaseSync is a single connection: a transaction holds it from BEGIN
    // to COMMIT, so no other query can slip into the middle of it.
    await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // IMMEDIATE takes the write lock up front. A deferred transaction that
    // reads and then writes can fail with SQLITE_BUSY when another process
    // wrote in between, and busy_timeout cannot help with that case.
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // After a full disk, an I/O error or running out of memory SQLite has
    // already rolled the whole transaction back; a second ROLLBACK would fail
    // and its error would hide the one that explains what happened.
    if (!this.#database.isTransaction) return;
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(createRawSavepointCommand("savepoint", name));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(createRawSavepointCommand("rollback to", name));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(createRawSavepointCommand("release", name));
  }

  async destroy(): Promise<void> {
    this.#releaseMutex();
    if (this.#database.isOpen) this.#database.close();
  }
}

/** SAVEPOINT, ROLLBACK TO and RELEASE with the name quoted as an identifier. */
function createRawSavepointCommand(command: "savepoint" | "rollback to" | "release", name: string): CompiledQuery {
  return CompiledQuery.raw(`${command} "${name.replaceAll('"', '""')}"`);
}

const STATEMENT_CACHE_SIZE = 200;
const DEFAULT_BUSY_TIMEOUT_MS = 5000;
/** Waits between tries of a statement that found the database locked: 5, 10, 20, 40, 50, 50 … ms. */
const BUSY_RETRY_FIRST_MS = 5;
const BUSY_RETRY_MAX_MS = 50;

/** SQLITE_BUSY and its extended codes: another connection holds the lock this statement needs. */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === "number" && (code & 0xff) === 5;
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #database: DatabaseSync;
  readonly #busyTimeoutMs: number;
  // Kysely produces the same SQL text for the same query shape, so reusing
  // prepared statements saves a parse per query.
  readonly #statements = new Map<string, StatementSync>();

  constructor(database: DatabaseSync, busyTimeoutMs: number) {
    this.#database = database;
    this.#busyTimeoutMs = busyTimeoutMs;
  }

  #prepare(sqlText: string): StatementSync {
    const cached = this.#statements.get(sqlText);
    if (cached) {
      // Re-insert to keep the map in least-recently-used order.
      this.#statements.delete(sqlText);
      this.#statements.set(sqlText, cached);
      return cached;
    }
    const statement = this.#database.prepare(sqlText);
    this.#statements.set(sqlText, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }

  /**
   * Runs a statement; when another connection holds the lock it needs, tries
   * again after a pause until the busy timeout. SQLite's own busy handler
   * would wait synchronously and stall every request of this process for as
   * long as the lock is held. Only a statement outside a transaction (or the
   * BEGIN that starts one) is tried again: failing with SQLITE_BUSY it changed
   * nothing, while inside a transaction the caller must decide.
   */
  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + this.#busyTimeoutMs;
    for (let pause = BUSY_RETRY_FIRST_MS; ; pause = Math.min(pause * 2, BUSY_RETRY_MAX_MS)) {
      try {
        return this.#execute<R>(compiledQuery);
      } catch (error) {
        if (!isBusy(error) || this.#database.isTransaction || Date.now() + pause > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  #execute<R>(compiledQuery: CompiledQuery): QueryResult<R> {
    const statement = this.#prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters.map(toSqlValue);
    // A statement that yields columns (SELECT, PRAGMA, … RETURNING) is read.
    if (statement.columns().length > 0) {
      return { rows: statement.all(...parameters) as R[] };
    }
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return {
      rows: [],
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
    };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) {
      throw new Error("The node:sqlite driver only streams SELECT queries");
    }
    // A fresh statement: a cached one could be reset by another query while
    // this iterator is still open.
    const statement = this.#database.prepare(compiledQuery.sql);
    for (const row of statement.iterate(...compiledQuery.parameters.map(toSqlValue))) {
      yield { rows: [row as R] };
    }
  }
}

/** node:sqlite binds only null, numbers, bigints, strings and byte arrays. */
export function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  switch (typeof value) {
    case "string":
    case "number":
    case "bigint":
      return value;
    case "boolean":
      return value ? 1 : 0;
  }
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`Cannot bind a value of type ${Object.prototype.toString.call(value)} to a SQLite parameter`);
}
