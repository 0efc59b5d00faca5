import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { serverProblems } from "../support/server-log";
import { expect, test } from "../support/test";
import { phonePhoto } from "../../scripts/testing/image-fixtures";
import { apiAuthorization } from "../support/environment";
import { faultSuite, useFaultSite } from "../faults/support/fault-site";
import { mediaFolderOf, readBack, upload, type UploadAnswer } from "./api-support";

/** The path exactly as written, `..` and escapes included: fetch would tidy it first. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.request({ hostname, port, path: rawPath, method: "GET" }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString("latin1")));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

test.describe("serving /media", faultSuite, () => {
  const site = useFaultSite("media-serving");
  let answer: UploadAnswer;
  let hash: string;

  test.beforeAll(async () => {
    answer = (await (await upload(site(), await phonePhoto({ width: 1600, height: 1200 }))).json()) as UploadAnswer;
    hash = answer.url.split("/")[2];
  });

  test("every variant comes with its type, length, nosniff and a year of immutable caching; HEAD too", async () => {
    for (const variant of answer.variants) {
      const response = await fetch(`${site().url}${variant.url}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const file = fs.readFileSync(path.join(mediaFolderOf(site(), hash), variant.file));
      expect(response.status).toBe(200);
      expect(bytes.equals(file)).toBe(true);
      expect(
        Object.fromEntries(
          ["cache-control", "content-type", "x-content-type-options", "content-length"].map((name) => [
            name,
            response.headers.get(name),
          ]),
        ),
      ).toEqual({
        "cache-control": "public, max-age=31536000, immutable",
        "content-type": variant.format === "webp" ? "image/webp" : "image/jpeg",
        "x-content-type-options": "nosniff",
        "content-length": String(file.length),
      });
      const head = await fetch(`${site().url}${variant.url}`, { method: "HEAD" });
      expect([head.status, head.headers.get("content-length"), (await head.arrayBuffer()).byteLength]).toEqual([
        200,
        String(file.length),
        0,
      ]);
    }
  });

  test("the original, which keeps the camera's GPS, sends readers to its largest JPEG without it", async () => {
    const response = await fetch(`${site().url}${answer.url}`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(`/media/${hash}/page-1200.jpg`);
    const followed = await fetch(`${site().url}${answer.url}`);
    expect(await readBack(Buffer.from(await followed.arrayBuffer()))).toMatchObject({ format: "jpeg", metadata: 0 });
  });

  test("no path trick, unknown name, listing or planted link reaches a file", async () => {
    const folder = mediaFolderOf(site(), hash);
    fs.writeFileSync(path.join(site().folder, "secreto.txt"), "secreto");
    fs.symlinkSync(path.join(site().folder, "secreto.txt"), path.join(folder, "card-999.webp"));
    fs.symlinkSync(site().databaseFile, path.join(folder, "page-9999.jpg"));
    const tricks = [
      `/media/${hash}/card-999.webp`,
      `/media/${hash}/page-9999.jpg`,
      `/media/${hash}/../../news.db`,
      `/media/${hash}/..%2F..%2Fnews.db`,
      `/media/${hash}%2Fcard-384.webp`,
      `/media/${hash}/%2e%2e/secreto.txt`,
      `/media/${hash}/card-384.webp%00.html`,
      `/media/${hash}/card-384.WEBP`,
      `/media/${hash}/page-4000.webp`,
      `/media/${hash}/`,
      `/media/${hash}`,
      "/media/",
      "/media/..%2F..%2Fetc%2Fpasswd/x",
      `/media/${hash.toUpperCase()}/card-384.webp`,
    ];
    for (const trick of tricks) {
      const { status, body } = await rawGet(site().url, trick);
      expect(status, trick).toBe(404);
      expect(body, trick).not.toContain("secreto");
      expect(body, trick).not.toContain("SQLite format");
    }
  });

  test("POST /edmNews/media/{hash}/focus makes crops around the new point, served at new names", async () => {
    const moved = await fetch(`${site().url}/edmNews/media/${hash}/focus`, {
      method: "POST",
      headers: { Authorization: apiAuthorization, "Content-Type": "application/json" },
      body: JSON.stringify({ focusX: 0.2, focusY: 0.3 }),
    });
    expect(moved.status).toBe(200);
    const refocused = (await moved.json()) as UploadAnswer;
    const share = refocused.variants.find((variant) => variant.kind === "share")!;
    expect(share.file).toBe("share-f200-300.jpg");
    expect((await fetch(`${site().url}${share.url}`)).status).toBe(200);
    const earlier = answer.variants.find((variant) => variant.kind === "share")!;
    expect((await fetch(`${site().url}${earlier.url}`)).status).toBe(200);

    const focus = (target: string, body: unknown) =>
      fetch(`${site().url}/edmNews/media/${target}/focus`, {
        method: "POST",
        headers: { Authorization: apiAuthorization, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await focus("f".repeat(64), { focusX: 0.5, focusY: 0.5 })).status).toBe(404);
    expect((await focus(hash, { focusX: 2, focusY: 0.5 })).status).toBe(400);
  });

  test("the server logged no error", () => {
    expect(serverProblems(site().server.output())).toEqual([]);
  });
});
