import fs from "node:fs";

/** A schema's models, indexes and comments: everything after its generator and datasource blocks. */
const modelsOf = (file: string) => {
  const text = fs.readFileSync(file, "utf8");
  return text.slice(text.indexOf("\nmodel ") + 1);
};

describe("the PostgreSQL schema", () => {
  it("has the SQLite schema's models, fields, indexes and comments, character for character", () => {
    const sqlite = modelsOf("prisma/schema.prisma");
    expect(sqlite).toMatch(/^model Post \{/);
    expect(modelsOf("prisma/postgresql/schema.prisma")).toBe(sqlite);
  });

  it("differs from it only in the provider and the generated client's folder", () => {
    const header = (file: string) => fs.readFileSync(file, "utf8").split("\nmodel ")[0];
    expect(header("prisma/postgresql/schema.prisma")).toMatch(/provider = "postgresql"/);
    expect(header("prisma/postgresql/schema.prisma")).toMatch(/output\s*=\s*"..\/..\/lib\/generated\/prisma-pg"/);
    expect(header("prisma/schema.prisma")).toMatch(/provider = "sqlite"/);
  });
});
