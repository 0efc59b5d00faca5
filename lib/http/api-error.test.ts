import fs from "node:fs";
import path from "node:path";
import { ERROR_STATUS } from "./api-error";

const ROOT = path.join(__dirname, "..", "..");

/** The TypeScript files under `folder`, Prisma's generated client left out. */
function sources(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const tree = ["app", "components", "lib", "scripts", "e2e"].flatMap(sources).concat("proxy.ts");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const captures = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]);

describe("the error codes' statuses", () => {
  it("hold every code the site answers with and every code a test expects", () => {
    const thrown = tree.flatMap((file) => captures(read(file), /new ApiError\(\s*"([a-z_]+)"/g));
    const expected = tree.flatMap((file) => captures(read(file), /\.code\)\.toBe\("([a-z_]+)"\)/g));
    expect(new Set(thrown).size).toBeGreaterThan(10);
    expect(expected.length).toBeGreaterThan(5);
    expect([...thrown, ...expected].filter((code) => !Object.hasOwn(ERROR_STATUS, code))).toEqual([]);
  });

  it("are the ones docs/api.md gives each code", () => {
    const rows = [...read("docs/api.md").matchAll(/^\| `(\d{3}) ([a-z_]+)`/gm)];
    expect(rows.length).toBeGreaterThan(10);
    for (const [, status, code] of rows) {
      expect([code, ERROR_STATUS[code as keyof typeof ERROR_STATUS]]).toEqual([code, Number(status)]);
    }
  });

  it("are written in one place: no other module spells the error body out", () => {
    const writers = tree.filter((file) => !/\.(test|spec)\.tsx?$/.test(file) && /\berror: \{ code: /.test(read(file)));
    expect(writers).toEqual(["lib/http/error-answer.ts"]);
  });
});
