// A crash in the middle of a write, for the tests that prove a row and the
// bytes it references are kept together or not at all (decision 060): the
// same database, whose every insert into one table throws.
import { InsertQueryNode, type Kysely, type KyselyPlugin } from "kysely";

export function withFailingInsertInto<DB>(db: Kysely<DB>, table: string): Kysely<DB> {
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === table)
        throw new Error(`Simulated crash while inserting into ${table}`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return db.withPlugin(plugin);
}
