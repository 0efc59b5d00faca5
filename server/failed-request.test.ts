// A request Next.js could not answer, over real HTTP: the log line it leaves cannot be forged or swollen by the client.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { LOGGED_TEXT_MAX } from "../lib/log/logged-text";
import { captureLog, type CapturedLog } from "../scripts/testing/captured-log";
import { answerFailure } from "./failed-request";

const FORGED = "\n✓ Listening on http://0.0.0.0:3000\u001b[2K\u202e";
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) =>
    Promise.reject(new Error(`Failed to decode param '${decodeURIComponent(request.url!.split("?")[0])}'`)).catch(
      (error) => answerFailure(request, response, error),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
let log: CapturedLog;
beforeEach(() => (log = captureLog()));
afterEach(() => log.restore());

/** Each line the logger wrote, as the text a log reader sees. */
const written = () => log.text().split("\n").filter(Boolean);

test("answers 500 and logs one JSON line, the client's text escaped, whatever the address holds", async () => {
  const response = await fetch(`${base}/tema/${encodeURIComponent(FORGED)}`);
  expect(response.status).toBe(500);
  const [line, ...others] = written();
  expect(others).toEqual([]);
  expect(line).not.toMatch(/[\n\r\u001b\u202e]/);
  const { level, msg, err } = JSON.parse(line);
  expect(level).toBe("error");
  expect(msg).toBe(`Failed to handle GET /tema/${encodeURIComponent(FORGED)}`);
  expect(err.message).toBe("Failed to decode param '/tema/\\n✓ Listening on http://0.0.0.0:3000\\u{1B}[2K\\u{202E}'");
  expect(err.stack).toContain("Error: Failed to decode param");
});

test("keeps a bounded part of a 14 KB address and of an error that repeats it", async () => {
  const response = await fetch(`${base}/tema/${"a".repeat(14_000)}`);
  expect(response.status).toBe(500);
  const [line] = written();
  expect(JSON.parse(line).msg).toContain("… (14006 characters)");
  expect(line.length).toBeLessThan(2 * LOGGED_TEXT_MAX + 4_500);
});

test("leaves the query string out: a reader's search and a link's token are theirs", async () => {
  const response = await fetch(`${base}/buscar?q=mi-busqueda-privada&token=abc123secreto`);
  expect(response.status).toBe(500);
  expect(log.text()).not.toMatch(/mi-busqueda-privada|abc123secreto/);
  expect(log.lines()[0].msg).toBe("Failed to handle GET /buscar");
});
