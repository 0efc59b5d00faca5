// A request Next.js could not answer, over real HTTP: the log line it leaves cannot be forged or swollen by the client.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { format } from "node:util";
import { LOGGED_TEXT_MAX } from "../server-log";
import { answerFailure } from "./failed-request";

const FORGED = "\n✓ Listening on http://0.0.0.0:3000\u001b[2K\u202e";
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) =>
    Promise.reject(new Error(`Failed to decode param '${decodeURIComponent(request.url!)}'`)).catch((error) =>
      answerFailure(request, response, error),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** What the process would write: console.error's arguments as it formats them. */
const written = () => (console.error as jest.Mock).mock.calls.map((args) => format(...args));

test("answers 500 and logs one line, the client's text escaped, whatever the address holds", async () => {
  const response = await fetch(`${base}/tema/${encodeURIComponent(FORGED)}`);
  expect(response.status).toBe(500);
  const [line, ...others] = written();
  expect(others).toEqual([]);
  expect(line).not.toMatch(/[\n\r\u001b\u202e]/);
  expect(line).toContain("'/tema/\\n✓ Listening on http://0.0.0.0:3000\\u{1B}[2K\\u{202E}'");
});

test("keeps a bounded part of a 14 KB address and of an error that repeats it", async () => {
  const response = await fetch(`${base}/tema/${"a".repeat(14_000)}`);
  expect(response.status).toBe(500);
  const [line] = written();
  expect(line).toContain("… (14006 characters)");
  expect(line.length).toBeLessThan(LOGGED_TEXT_MAX + 4_100);
});
