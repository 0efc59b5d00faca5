import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { aMeasurement } from "./measurement-fixture";
import { beforeAfterTable, previousRun, type SavedRun } from "./before-after";

const row = aMeasurement;

const MB = 1024 * 1024;
const wholeRun = (rps: number): SavedRun => ({
  options: { searchOnly: false, guideOnly: false },
  rows: [row("/team", 800), row("/post/{id}", rps), row("/viejo", 10)],
  shares: { "/post/{id}": rps / 800, "/viejo": 10 / 800 },
  memoryAfter: 347 * MB,
});

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-bench-results-"));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const save = (name: string, figures: unknown) =>
  fs.writeFileSync(path.join(folder, name), typeof figures === "string" ? figures : JSON.stringify(figures));

test("the comparison is the latest whole run of as many posts, not a partial run, another size or a broken file", () => {
  save("bench-1000-2026-11-29T10-00-00-000Z.json", wholeRun(600));
  save("bench-1000-2026-11-30T10-00-00-000Z.json", wholeRun(700));
  save("bench-1000-2026-11-30T11-00-00-000Z.json", { ...wholeRun(1), options: { guideOnly: true } });
  save("bench-1000-2026-11-30T12-00-00-000Z.json", { options: { searchOnly: true }, search: {} });
  save("bench-1000-2026-11-30T13-00-00-000Z.json", '{"options": {"posts": 10');
  save("bench-100000-2026-11-30T14-00-00-000Z.json", wholeRun(300));
  save("cluster-2026-11-30T15-00-00-000Z.json", wholeRun(900));

  const found = previousRun(folder, 1000);
  expect(found?.file).toBe("bench-1000-2026-11-30T10-00-00-000Z.json");
  expect(found?.run.rows.find(({ name }) => name === "/post/{id}")?.rps).toBe(700);
  expect(previousRun(folder, 100000)?.file).toBe("bench-100000-2026-11-30T14-00-00-000Z.json");
  expect(previousRun(folder, 50)).toBeNull();
  expect(previousRun(path.join(folder, "none"), 1000)).toBeNull();
});

test("every route of either run has its rate and share before and now, and the memory after both", () => {
  const now = { rows: [row("/team", 820), row("/post/{id}", 738), row("/nuevo", 5)], memoryAfter: 330 * MB };
  const shares = new Map([
    ["/post/{id}", 0.9],
    ["/nuevo", 0.01],
  ]);
  const lines = beforeAfterTable(wholeRun(696), { ...now, shares });
  expect(lines.slice(2)).toEqual([
    "| /team | 800 | 820 | – | – |",
    "| /post/{id} | 696 | 738 | 87% | 90% |",
    "| /nuevo | – | 5 | – | 1% |",
    "| /viejo | 10 | – | 1% | – |",
    "| server RSS after the bench | 347 MB | 330 MB | | |",
  ]);
});
