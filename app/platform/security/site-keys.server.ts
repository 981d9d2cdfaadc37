// Named keys kept in the database (site_keys): each is made once, by whichever
// process needs it first, so every app process signs and checks alike without
// a secret to configure.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.server.ts";

const keys = new WeakMap<Kysely<Database>, Map<string, Promise<Uint8Array>>>();

async function loadOrMakeKey(db: Kysely<Database>, name: string): Promise<Uint8Array> {
  await db
    .insertInto("site_keys")
    .values({ name, value: randomBytes(32).toString("base64"), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("site_keys").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return new Uint8Array(Buffer.from(row.value, "base64"));
}

/** A named key kept in the database, made by the first process that asks (cached per database handle). */
export function siteKey(db: Kysely<Database>, name: string): Promise<Uint8Array> {
  let named = keys.get(db);
  if (!named) {
    named = new Map();
    keys.set(db, named);
  }
  let key = named.get(name);
  if (!key) {
    key = loadOrMakeKey(db, name);
    key.catch(() => named.delete(name));
    named.set(name, key);
  }
  return key;
}
