// `npm run schema:postgresql`: writes prisma/postgresql/schema.prisma from prisma/schema.prisma after a change to the
// models, before the PostgreSQL migration is made from it (docs/postgresql.md).
import fs from "node:fs";
import { expectedPostgresSchema, POSTGRES_SCHEMA } from "../../prisma/postgresql/schema-from-sqlite";

const schema = expectedPostgresSchema();
const unchanged = fs.existsSync(POSTGRES_SCHEMA) && fs.readFileSync(POSTGRES_SCHEMA, "utf8") === schema;
if (!unchanged) fs.writeFileSync(POSTGRES_SCHEMA, schema);
console.log(unchanged ? `${POSTGRES_SCHEMA} was already up to date.` : `Wrote ${POSTGRES_SCHEMA}.`);
