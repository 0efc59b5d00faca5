// A database written while slugs dropped every letter outside ASCII, started as `npm start` starts it: its topics and
// authors move to slugs spelled from their names, and every former address answers 308 to the new one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { desktopOnly, expect, test } from "../support/test";
import { prepareDatabase, runPrestart } from "../../scripts/testing/site-database";
import { startNextServer, type NextServer } from "../../scripts/infra/next-server";
import { faultPort, siteEnvironment } from "../faults/support/fault-site";
import { apiAuthorization, E2E_DIST_DIR } from "../support/environment";
import { newPost } from "../support/posts";

// One server on one database for the file's tests, in one worker.
test.describe(
  "a database written under the former slug rule",
  desktopOnly("what the server answers does not depend on the screen"),
  () => {
    test.describe.configure({ mode: "serial" });

    let folder: string;
    let server: NextServer;
    const ids: string[] = [];

    /** What the former rule stored: "Тechno" (a Cyrillic Т) as /tema/echno, both Ivanovs as /autor/ivanov. */
    function writeFormerSlugs(file: string): void {
      const sqlite = new Database(file);
      try {
        const posts = sqlite.prepare('SELECT "id" FROM "Post" ORDER BY "date" DESC LIMIT 2').all() as { id: string }[];
        ids.push(...posts.map(({ id }) => id));
        const setAuthor = sqlite.prepare('UPDATE "Post" SET "author" = ? WHERE "id" = ?');
        setAuthor.run("Дмитрий Ivanov", ids[0]);
        setAuthor.run("Алексей Ivanov", ids[1]);
        sqlite.prepare(`INSERT INTO "Topic" ("slug", "name") VALUES ('echno', 'Тechno')`).run();
        sqlite
          .prepare(`INSERT INTO "PostTopic" ("postId", "topicSlug", "position") VALUES (?, 'echno', 7)`)
          .run(ids[1]);
        sqlite
          .prepare(`INSERT INTO "Author" ("slug", "name", "bio", "updatedAt") VALUES ('ivanov', ?, ?, ?)`)
          .run("Дмитрий Ivanov", "Cubre Vive Latino desde 2010.", new Date().toISOString());
        sqlite.prepare('DELETE FROM "DataUpgrade"').run();
      } finally {
        sqlite.close();
      }
    }

    test.beforeAll(async () => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-slugs-"));
      const file = path.join(folder, "news.db");
      const port = faultPort("slug-upgrade");
      const env = siteEnvironment(file, port);
      prepareDatabase(file, env);
      writeFormerSlugs(file);
      runPrestart(file, env);
      server = await startNextServer({ port, distDir: E2E_DIST_DIR, env });
    });

    test.afterAll(async () => {
      await server?.stop();
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    });

    const get = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: "manual" });

    test("a look-alike topic's former pages and feed lead to the topic it imitates, which lists its posts", async () => {
      for (const [former, current] of [
        ["/tema/echno", "/tema/techno"],
        ["/tema/echno?page=1", "/tema/techno"],
        ["/tema/echno/feed.xml", "/tema/techno/feed.xml"],
      ]) {
        const moved = await get(former);
        expect(moved.status, former).toBe(308);
        expect(moved.headers.get("location"), former).toBe(current);
      }
      const topic = await (await fetch(`${server.url}/tema/techno`)).text();
      expect(topic).toContain(`href="/post/${ids[1]}"`);
      expect((await get("/tema/no-existio")).status).toBe(404);
    });

    test("two authors the former rule made one each have a page; the former one leads to the one it described", async () => {
      const moved = await get("/autor/ivanov");
      expect(moved.status).toBe(308);
      expect(moved.headers.get("location")).toBe("/autor/dmitriy-ivanov");
      const dmitriy = await (await get("/autor/dmitriy-ivanov")).text();
      expect(dmitriy).toContain("Дмитрий Ivanov");
      expect(dmitriy).toContain("Cubre Vive Latino desde 2010.");
      const aleksey = await get("/autor/aleksey-ivanov");
      expect(aleksey.status).toBe(200);
      expect(await aleksey.text()).not.toContain("Cubre Vive Latino");
    });

    test("a new post: a name in Cyrillic alone gets a page, invisible characters are dropped, a look-alike topic joins", async () => {
      const post = newPost({ author: "\u202eДмитрий\u0001" });
      const created = await fetch(`${server.url}/edmNews/createNews`, {
        method: "POST",
        headers: { Authorization: apiAuthorization, "Content-Type": "application/json" },
        body: JSON.stringify({ ...post, topics: ["Тechno", "ﬁesta\u202e"] }),
      });
      expect(created.status).toBe(201);
      const stored = await created.json();
      expect(stored.author).toBe("Дмитрий");
      expect(stored.topics).toEqual([
        { slug: "techno", name: "Techno" },
        { slug: "fiesta", name: "ﬁesta" },
      ]);
      const page = await get("/autor/dmitriy");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`href="/post/${post.id}"`);
    });
  },
);
