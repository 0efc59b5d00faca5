import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desktopOnly, expect, test } from "../support/test";
import { aPost } from "../../scripts/testing/post-fixture";
import { apiAuthorization } from "../support/environment";
import { faultPort, publish, startFaultSite, type FaultSite } from "./support/fault-site";
import { fillDisk, makeReadOnly, makeWritable, mountSmallDisk, unmount } from "../../scripts/testing/storage";

const LONG_TEXT = "Crónica de la noche, set por set, con todos los detalles. ".repeat(160);

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("unavailable");
  expect(body.error.message).toMatch(/cannot accept writes/);
}

async function expectReadersServed(site: FaultSite, postId: string): Promise<void> {
  for (const page of ["/", "/post", "/team", `/post/${postId}`]) {
    const response = await fetch(`${site.url}${page}`);
    expect(response.status, page).toBe(200);
  }
  const api = await fetch(`${site.url}/edmNews/${postId}`, { headers: { Authorization: apiAuthorization } });
  expect(api.status).toBe(200);
}

test.describe(
  "storage that stops accepting writes",
  desktopOnly("server behaviour does not depend on the screen"),
  () => {
    test("a read-only database: creation answers a JSON 503, readers are still served", async () => {
      test.setTimeout(120_000);
      const site = await startFaultSite(faultPort("read-only"));
      try {
        const before = aPost({ id: "antes-de-solo-lectura" });
        expect((await publish(site, before)).status).toBe(201);
        // The server holds its file open read-write, so the change takes effect on the next start, as after a redeploy.
        await site.server.stop();
        makeReadOnly(site.databaseFile);
        try {
          await site.restart();
          await expectUnavailable(await publish(site, aPost()));
          await expectReadersServed(site, before.id);
        } finally {
          makeWritable(site.databaseFile);
        }
        await site.restart();
        expect((await publish(site, aPost())).status).toBe(201);
      } finally {
        await site.close();
      }
    });

    test("a full disk: creation answers a JSON 503, readers are still served, and it recovers", async () => {
      test.setTimeout(120_000);
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-full-disk-"));
      const mounted = mountSmallDisk(folder, 16);
      if (!mounted) fs.rmSync(folder, { recursive: true });
      test.skip(!mounted, "mounting a small tmpfs needs root");
      let site: FaultSite | undefined;
      try {
        site = await startFaultSite(faultPort("full-disk"), { folder });
        const before = aPost({ id: "antes-del-disco-lleno" });
        expect((await publish(site, before)).status).toBe(201);
        const filler = path.join(folder, "filler");
        fillDisk(filler);

        const statuses: number[] = [];
        let refusal: Response | undefined;
        for (let n = 0; n < 200 && !refusal; n++) {
          const response = await publish(site, aPost({ introduction: LONG_TEXT, climax: LONG_TEXT }));
          statuses.push(response.status);
          if (response.status !== 201) refusal = response;
        }
        expect(refusal, `answers until the disk refused: ${statuses.join(",")}`).toBeDefined();
        await expectUnavailable(refusal!);
        await expectReadersServed(site, before.id);

        fs.rmSync(filler);
        expect((await publish(site, aPost())).status).toBe(201);
      } finally {
        await site?.close();
        unmount(folder);
        fs.rmSync(folder, { recursive: true, force: true });
      }
    });
  },
);
