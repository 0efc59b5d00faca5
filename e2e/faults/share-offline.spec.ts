import { spawnSync } from "node:child_process";
import { desktopOnly, expect, test } from "../support/test";
import { aPost } from "../../scripts/testing/post-fixture";
import { apiAuthorization } from "../support/environment";
import { faultPort } from "./support/fault-site";
import { startOfflineSite, type OfflineSite } from "./support/offline-site";

/** Titles whose characters the bundled fonts lack in part or in whole. */
const TITLES = {
  emoji: "Fiesta 🎉🔥 en la CDMX 👨‍👩‍👧",
  cjk: "東京のテクノ 夜 — 도쿄 테크노",
  arabic: "موسيقى إلكترونية في دبي",
  combining: "Cafe\u0301 con n\u0308 y x\u0327 en Tulum",
  rtl: "\u200fEDC\u200e México\u202e 2026",
  mixed: "Ceremonia 2026 ✨ 音楽 y ‏música",
};

/** PNG: 8-byte signature, then the IHDR chunk whose first fields are width and height (big-endian). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("share images without a network", desktopOnly("the image does not depend on the screen"), () => {
  test.skip(process.getuid?.() !== 0, "a network namespace of its own needs root (unshare --net)");
  let site: OfflineSite;
  test.beforeAll(async () => {
    site = await startOfflineSite(faultPort("share-offline"));
  });
  test.afterAll(async () => site?.stop());

  test("the namespace really has no network", () => {
    const probe = "fetch('http://93.184.215.14/').then(() => process.exit(0), () => process.exit(3))";
    expect(spawnSync("unshare", ["--net", "--", process.execPath, "-e", probe]).status).toBe(3);
  });

  test("any title gets a 1200x630 PNG, and the server never reaches for a font or emoji service", async () => {
    test.setTimeout(120_000);
    const json = { Authorization: apiAuthorization, "Content-Type": "application/json" };
    for (const [kind, title] of Object.entries(TITLES)) {
      const post = aPost({ id: `sin-red-${kind}`, title });
      expect((await site.request("POST", "/edmNews/createNews", json, JSON.stringify(post))).status, kind).toBe(201);
      const page = (await site.request("GET", `/post/${post.id}`)).body.toString();
      const image = /<meta property="og:image" content="[^"]*?(\/post\/[^"]+?)"/.exec(page)![1].replace(/&amp;/g, "&");
      const answer = await site.request("GET", image);
      expect([answer.status, answer.headers["content-type"]], kind).toEqual([200, "image/png"]);
      expect(pngSize(answer.body), kind).toEqual({ width: 1200, height: 630 });
    }
    expect(site.output()).not.toMatch(/Failed to load dynamic font|fetch failed|ENOTFOUND|ENETUNREACH|EAI_AGAIN|⨯/);
  });
});
