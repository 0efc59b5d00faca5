// Prisma fixes a schema's provider, so PostgreSQL needs a schema of its own: this writes it from the SQLite one, the
// only one a person edits. The two differ in the datasource, the generated client's folder and this notice; the
// models, indexes and comments are the SQLite schema's, character for character.
import fs from "node:fs";

export const SQLITE_SCHEMA = "prisma/schema.prisma";
export const POSTGRES_SCHEMA = "prisma/postgresql/schema.prisma";

const NOTICE = `// Written by \`npm run schema:postgresql\` from ${SQLITE_SCHEMA}: edit that file and run it, never this one
// (docs/postgresql.md). The PostgreSQL twin, for DATABASE_URL=postgresql://…: Prisma fixes the provider per schema.
// prisma/schemas.test.ts fails while this file differs from what the script writes.
`;

/** The lines that differ, each of which must appear exactly once in the SQLite schema. */
const CHANGES: [RegExp, string][] = [
  [/^(\s*output\s*=\s*)"\.\.\/lib\/generated\/prisma"$/m, '$1"../../lib/generated/prisma-pg"'],
  [/^(\s*provider\s*=\s*)"sqlite"$/m, '$1"postgresql"'],
  [/^(\s*url\s*=\s*)"file:[^"]*"$/m, '$1"postgresql://localhost/unused"'],
];

/** The PostgreSQL schema for the SQLite schema's text; throws when a line it changes is missing or repeated. */
export function postgresSchemaOf(sqlite: string): string {
  const changed = CHANGES.reduce((text, [line, replacement]) => {
    const found = text.match(new RegExp(line.source, "gm"))?.length ?? 0;
    if (found !== 1) throw new Error(`${SQLITE_SCHEMA} should hold one line matching ${line}, and holds ${found}.`);
    return text.replace(line, replacement);
  }, sqlite);
  return NOTICE + changed;
}

/** What the PostgreSQL schema should hold, from the SQLite schema on disk. */
export const expectedPostgresSchema = (): string => postgresSchemaOf(fs.readFileSync(SQLITE_SCHEMA, "utf8"));
