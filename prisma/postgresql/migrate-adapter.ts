// The adapter `prisma migrate` uses on PostgreSQL (prisma.config.ts).
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

const CHAR_OID = 18;
const NAME_OID = 19;
const TEXT_OID = 25;

type Result = { fields?: { dataTypeID: number }[] };

/**
 * Prisma 6.19's pg adapter refuses columns of PostgreSQL's `name` type, which the schema engine reads from the catalogs
 * on every migrate command ("Column type 'name' could not be deserialized", prisma/orm#27403), and of its one-byte
 * `"char"` type, which `migrate diff --from-migrations` reads (a constraint's or a column's kind). Both are text: the
 * connections report them as such.
 */
function namesAsText<T>(result: T): T {
  for (const field of (result as Result)?.fields ?? []) {
    if (field.dataTypeID === NAME_OID || field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
  }
  return result;
}

class CatalogReadingClient extends pg.Client {
  // pg's query has many overloads; this one passes every call through and fixes the result, by callback or promise.
  query(...args: unknown[]): never {
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: Error | null, result: unknown) => callback(error, result && namesAsText(result));
      return (super.query as (...rest: unknown[]) => never)(...args);
    }
    return (super.query as (...rest: unknown[]) => Promise<unknown>)(...args).then(namesAsText) as never;
  }
}

export function migrateAdapter(url: string): PrismaPg {
  return new PrismaPg(new pg.Pool({ connectionString: url, max: 2, Client: CatalogReadingClient }));
}
