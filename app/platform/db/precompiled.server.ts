// Queries compiled once per dialect, for the few statements every lead runs.
// Kysely builds an operation tree and compiles it to SQL on each call; under
// load that was about an eighth of the server's CPU per lead. Here the query
// is built once with named placeholders in place of its values; each call
// only puts the values in order. The SQL text stays the same, so the
// drivers' prepared-statement caches keep hitting.
import { type Compilable, type CompiledQuery, type Kysely, type QueryResult, createQueryId } from "kysely";
import { type DialectName, dialectOf } from "#app/platform/db/dialect.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** Stands in for a value while the query is compiled; never reaches the database. */
const PLACEHOLDER_PREFIX = "\u0000precompiled:";

type Placeholders<Params> = { readonly [Name in keyof Params]: Params[Name] };

interface Template {
  sql: string;
  query: CompiledQuery["query"];
  /** For each parameter: the name of the value it takes, or a constant of the query itself. */
  slots: ReadonlyArray<{ name: string } | { constant: unknown }>;
}

function placeholdersFor<Params>(): Placeholders<Params> {
  return new Proxy({} as Placeholders<Params>, {
    get: (_target, name) => `${PLACEHOLDER_PREFIX}${String(name)}`,
  });
}

function templateOf(compiled: CompiledQuery): Template {
  if (compiled.sql.includes(PLACEHOLDER_PREFIX)) {
    // A placeholder written into the SQL text (an identifier, a raw fragment)
    // would be sent as text, not bound: refuse to build such a query.
    throw new Error("A precompiled query may use its parameters only as values");
  }
  const slots = compiled.parameters.map((parameter) =>
    typeof parameter === "string" && parameter.startsWith(PLACEHOLDER_PREFIX)
      ? { name: parameter.slice(PLACEHOLDER_PREFIX.length) }
      : { constant: parameter },
  );
  return { sql: compiled.sql, query: compiled.query, slots };
}

export interface PrecompiledQuery<Params, Row> {
  /** The query with these values, compiled for the dialect of `db`. */
  compile(db: Kysely<Database>, params: Params): CompiledQuery<Row>;
  execute(db: Kysely<Database>, params: Params): Promise<QueryResult<Row>>;
}

/**
 * A query whose shape is fixed and whose values change. `build` receives the
 * placeholders to use wherever a value goes; each must be used as a value
 * (bound as a parameter), never as part of the SQL text.
 */
export function precompiled<Params extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, values: Placeholders<Params>) => Compilable<Row>,
): PrecompiledQuery<Params, Row> {
  const templates = new Map<DialectName, Template>();

  function compile(db: Kysely<Database>, params: Params): CompiledQuery<Row> {
    const dialect = dialectOf(db);
    let template = templates.get(dialect);
    if (!template) {
      template = templateOf(build(db, placeholdersFor<Params>()).compile());
      templates.set(dialect, template);
    }
    const parameters = template.slots.map((slot) => {
      if (!("name" in slot)) return slot.constant;
      if (!(slot.name in params)) throw new Error(`A precompiled query is missing the value "${slot.name}"`);
      return params[slot.name];
    });
    // A fresh id per run: plugins key their per-query state on it.
    return { sql: template.sql, query: template.query, queryId: createQueryId(), parameters };
  }

  return {
    compile,
    execute: (db, params) => db.executeQuery(compile(db, params)),
  };
}
