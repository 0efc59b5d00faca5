import { captureLog, type CapturedLog } from "../../scripts/testing/captured-log";
import { routeConsoleToLog } from "./console-lines";
import { runInRequest } from "./request-context";

const original = { log: console.log, info: console.info, warn: console.warn, error: console.error };
let log: CapturedLog;
beforeEach(() => {
  log = captureLog();
  routeConsoleToLog();
});
afterEach(() => {
  Object.assign(console, original);
  log.restore();
});

test("what goes through console becomes JSON lines at its level, without a terminal's colours", () => {
  console.log("\u001b[32m✓\u001b[39m Ready in %d ms", 250);
  console.warn("a warning");
  expect(log.lines().map(({ level, msg }) => [level, msg])).toEqual([
    ["info", "✓ Ready in 250 ms"],
    ["warn", "a warning"],
  ]);
});

test("an error is one line with its stack in err, worded by its message when Next.js heads it with a sign", () => {
  console.error("⨯", new TypeError("no se pudo leer"));
  const [line] = log.lines();
  expect(line).toMatchObject({ level: "error", msg: "no se pudo leer", err: { type: "TypeError" } });
  expect((line.err as { stack: string }).stack).toMatch(/^TypeError: no se pudo leer\\n {4}at /);
});

test("the same failure reported twice while serving one request is logged once, under its id", () => {
  runInRequest({ requestId: "peticion-1234abcd" }, () => {
    console.error("⨯", new Error("columna dañada"));
    console.error("⨯", new Error("columna dañada"));
  });
  runInRequest({ requestId: "peticion-5678efgh" }, () => console.error(new Error("columna dañada")));
  expect(log.lines().map((line) => [line.requestId, line.msg])).toEqual([
    ["peticion-1234abcd", "columna dañada"],
    ["peticion-5678efgh", "columna dañada"],
  ]);
});
