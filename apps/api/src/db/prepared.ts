import type { Db } from "./client.ts";

/**
 * A statement of the hot paths (the autosave, the session check) prepared once per database handle: drizzle builds its
 * SQL once, and PostgreSQL parses and plans it once per connection (a named statement) rather than at every request
 * (docs/decisions/023-write-path-and-session-speed.md). `build` receives the handle and returns `db….prepare(name)`;
 * values go in through `sql.placeholder`. Values computed in JavaScript at build time (a column's `$onUpdate`) would
 * be frozen, so such columns are set explicitly in SQL.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
