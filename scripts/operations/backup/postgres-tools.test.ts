import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connectionOf, postgresTool } from "./postgres-tools";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-pg-tools-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function withPath<T>(value: string, run: () => T): T {
  const saved = process.env.PATH;
  process.env.PATH = value;
  try {
    return run();
  } finally {
    process.env.PATH = saved;
  }
}

function tool(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "#!/bin/sh\n", { mode: 0o755 });
  return file;
}

describe("pg_dump and pg_restore", () => {
  it("are taken from PATH first, then from the newest of Debian's versioned folders", () => {
    const versions = path.join(folder, "postgresql");
    tool(path.join(versions, "9", "bin", "pg_dump"));
    const newest = tool(path.join(versions, "15", "bin", "pg_dump"));
    expect(withPath("", () => postgresTool("pg_dump", versions))).toBe(newest);
    const onPath = tool(path.join(folder, "bin", "pg_dump"));
    expect(withPath(path.join(folder, "bin"), () => postgresTool("pg_dump", versions))).toBe(onPath);
  });

  it("say how to install them when neither has them", () => {
    expect(() => withPath("", () => postgresTool("pg_restore", path.join(folder, "nada")))).toThrow(
      /pg_restore is not on PATH nor in .*nada\/\*\/bin: install PostgreSQL's client programs/,
    );
  });

  it("get the password in their environment, never on their command line", () => {
    const { dbname, env } = connectionOf("postgresql://pulso:s%40cr%3At@db.example:5433/news?sslmode=require");
    expect(dbname).toBe("postgresql://pulso@db.example:5433/news?sslmode=require");
    expect(env.PGPASSWORD).toBe("s@cr:t");
  });
});
