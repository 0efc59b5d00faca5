import fs from "node:fs";
import {
  expectedPostgresSchema,
  POSTGRES_SCHEMA,
  postgresSchemaOf,
  SQLITE_SCHEMA,
} from "./postgresql/schema-from-sqlite";

/** A schema's models, indexes and comments: everything after its generator and datasource blocks. */
const modelsOf = (text: string) => text.slice(text.indexOf("\nmodel ") + 1);

describe("the PostgreSQL schema", () => {
  it("is what `npm run schema:postgresql` writes from the SQLite schema", () => {
    expect(fs.readFileSync(POSTGRES_SCHEMA, "utf8")).toBe(expectedPostgresSchema());
  });

  it("has the SQLite schema's models, fields, indexes and comments, character for character", () => {
    const sqlite = fs.readFileSync(SQLITE_SCHEMA, "utf8");
    expect(modelsOf(sqlite)).toMatch(/^model Post \{/);
    expect(modelsOf(postgresSchemaOf(sqlite))).toBe(modelsOf(sqlite));
  });

  it("differs from it only in the provider, the placeholder address and the generated client's folder", () => {
    const header = (text: string) => text.split("\nmodel ")[0];
    const postgres = header(expectedPostgresSchema());
    expect(postgres).toMatch(/^\s*provider = "postgresql"$/m);
    expect(postgres).toMatch(/^\s*url\s*=\s*"postgresql:\/\/localhost\/unused"$/m);
    expect(postgres).toMatch(/^\s*output\s*=\s*"..\/..\/lib\/generated\/prisma-pg"$/m);
    expect(postgres).not.toMatch(/sqlite|file:/);
    expect(header(fs.readFileSync(SQLITE_SCHEMA, "utf8"))).toMatch(/provider = "sqlite"/);
  });

  it("is refused, naming the line, when the SQLite schema's generator or datasource no longer has a line it changes", () => {
    const sqlite = fs.readFileSync(SQLITE_SCHEMA, "utf8");
    expect(() => postgresSchemaOf(sqlite.replace('provider = "sqlite"', 'provider = "mysql"'))).toThrow(
      /prisma\/schema\.prisma should hold one line matching .*sqlite.*, and holds 0/,
    );
    expect(() => postgresSchemaOf(sqlite.replace(/^(\s*url .*)$/m, "$1\n$1"))).toThrow(/and holds 2/);
  });
});
