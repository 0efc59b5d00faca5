import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { serverProblems } from "../support/server-log";
import { expect, test } from "../support/test";
import { memorySampler, treeMemory } from "../../scripts/infra/next-server";
import {
  htmlPage,
  phonePhoto,
  pixelBomb,
  smallPng,
  svgWithScript,
  truncated,
} from "../../scripts/testing/image-fixtures";
import { apiAuthorization } from "../support/environment";
import { faultSuite, useFaultSite } from "../faults/support/fault-site";
import { mediaFolderOf, readBack, stored, upload, type UploadAnswer } from "./api-support";

const MB = 1024 * 1024;

test.describe("POST /edmNews/media", faultSuite, () => {
  const site = useFaultSite("media");

  test("a phone photo of several MB with GPS and orientation 6 is stored once, its variants upright and bare", async () => {
    test.setTimeout(120_000);
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(4 * MB);
    const response = await upload(site(), photo, { name: "IMG_2041.JPG" });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as UploadAnswer;
    const hash = createHash("sha256").update(photo).digest("hex");
    expect(answer).toMatchObject({ url: `/media/${hash}/original.jpg`, width: 2000, height: 3000 });
    expect(fs.readFileSync(path.join(mediaFolderOf(site(), hash), "original.jpg")).equals(photo)).toBe(true);

    for (const variant of answer.variants) {
      const served = await fetch(`${site().url}${variant.url}`);
      expect(served.status, variant.url).toBe(200);
      const read = await readBack(Buffer.from(await served.arrayBuffer()));
      const { format, width, height } = variant;
      expect(read, variant.url).toEqual({ format, width, height, metadata: 0 });
    }
    // Orientation 6 puts the stored top, painted red, on the right: the variants are upright.
    const page = answer.variants.find((variant) => variant.kind === "page" && variant.format === "jpeg")!;
    const pixels = await sharp(Buffer.from(await (await fetch(`${site().url}${page.url}`)).arrayBuffer()))
      .extract({ left: page.width - 4, top: Math.floor(page.height / 2), width: 4, height: 4 })
      .raw()
      .toBuffer();
    expect(pixels[0]).toBeGreaterThan(200);
    expect(pixels[1]).toBeLessThan(60);

    const again = await upload(site(), photo, { name: "otra-vez.jpg" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
  });

  test("a PNG named .jpg is accepted as a PNG", async () => {
    const response = await upload(site(), await smallPng(), { name: "portada.jpg", type: "image/jpeg" });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as UploadAnswer;
    expect(answer.url).toMatch(/\/original\.png$/);
    expect(answer).toMatchObject({ width: 800, height: 600 });
  });

  test("the focus given with the upload names its crops", async () => {
    const response = await upload(site(), await smallPng(1600, 900), { fields: { focusX: "0.25", focusY: "0.75" } });
    const answer = (await response.json()) as UploadAnswer;
    expect(answer).toMatchObject({ focusX: 0.25, focusY: 0.75 });
    expect(answer.variants.find((variant) => variant.kind === "crop-1x1")?.file).toBe("crop-1x1-f250-750.jpg");
  });

  const refusals: [string, () => Promise<Buffer>, { name?: string; type?: string }, number, RegExp][] = [
    ["an HTML page named .jpg", async () => htmlPage(), { name: "foto.jpg" }, 415, /not a JPEG, PNG, WebP or AVIF/],
    [
      "an SVG with a script",
      async () => svgWithScript(),
      { name: "logo.svg", type: "image/svg+xml" },
      415,
      /not a JPEG/,
    ],
    ["a truncated JPEG", async () => truncated(await phonePhoto({ width: 1200, height: 800 })), {}, 400, /truncated/],
    ["a 25 MB file", async () => Buffer.alloc(25 * MB, 0xff), {}, 413, /at most 20 MB/],
  ];
  for (const [what, make, claims, status, message] of refusals) {
    test(`${what} is refused with ${status} and leaves nothing behind`, async () => {
      const before = stored(site());
      const response = await upload(site(), await make(), claims);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
      expect(stored(site())).toEqual(before);
    });
  }

  test("a 30,000 x 30,000 pixel bomb is refused from its header, the server growing by less than 100 MB", async () => {
    const bomb = await pixelBomb();
    const before = stored(site());
    const baseline = treeMemory(site().server.pid).rss;
    const memory = memorySampler(site().server.pid, 10);
    const response = await upload(site(), bomb, { name: "bomba.png", type: "image/png" });
    const peak = memory.peak();
    memory.stop();
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("30000 x 30000");
    expect(peak - baseline).toBeLessThan(100 * MB);
    expect(stored(site())).toEqual(before);
  });

  test("the form's mistakes get their own answers", async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${site().url}/edmNews/media`, {
        method: "POST",
        headers: { Authorization: apiAuthorization, ...headers },
        body,
      });
    expect((await post(JSON.stringify({ url: "x" }), { "Content-Type": "application/json" })).status).toBe(415);
    const empty = new FormData();
    empty.append("focusX", "0.5");
    expect((await post(empty)).status).toBe(400);
    const two = new FormData();
    for (const name of ["a.png", "b.png"]) two.append("file", new Blob([new Uint8Array(await smallPng(10, 10))]), name);
    const twice = await post(two);
    expect([twice.status, ((await twice.json()) as { error: { message: string } }).error.message]).toEqual([
      400,
      "The form holds more than one file: send one image at a time.",
    ]);
    const anonymous = await fetch(`${site().url}/edmNews/media`, { method: "POST", body: new FormData() });
    expect(anonymous.status).toBe(401);
    const get = await fetch(`${site().url}/edmNews/media`);
    expect([get.status, get.headers.get("allow")]).toEqual([405, "OPTIONS, POST"]);
  });

  test("the server logged no error", () => {
    expect(serverProblems(site().server.output())).toEqual([]);
  });
});
