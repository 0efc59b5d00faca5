import Database from "better-sqlite3";
import { expect, test } from "../support/test";
import { aPost } from "../../scripts/testing/post-fixture";
import { apiAuthorization } from "../support/environment";
import { faultSuite, publish, useFaultSite } from "./support/fault-site";

const STREAMS = 8;
const KILL_AFTER_ACKNOWLEDGED = 120;

test.describe("a crash while publishing", faultSuite, () => {
  const site = useFaultSite("crash");

  test("SIGKILL mid-stream loses no acknowledged post and leaves an intact database", async () => {
    test.setTimeout(120_000);
    const acknowledged: string[] = [];
    let killed: Promise<void> | undefined;

    const stream = async (s: number) => {
      for (let n = 0; ; n++) {
        const post = aPost({ id: `choque-${s}-${n}` });
        try {
          const response = await publish(site(), post);
          if (response.status === 201) acknowledged.push(post.id);
        } catch {
          return; // The server is gone: this request was never acknowledged.
        }
        if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) killed ??= site().server.stop("SIGKILL");
      }
    };
    await Promise.all(Array.from({ length: STREAMS }, (_, s) => stream(s)));
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

    const db = new Database(site().databaseFile);
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const stored = new Set((db.prepare("SELECT id FROM Post").all() as { id: string }[]).map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      db.close();
    }

    await site().restart();
    for (const id of acknowledged.slice(-20)) {
      const response = await fetch(`${site().url}/edmNews/${id}`, { headers: { Authorization: apiAuthorization } });
      expect(response.status, id).toBe(200);
    }
    const newest = await fetch(`${site().url}/post/${acknowledged.at(-1)}`);
    expect(newest.status).toBe(200);
  });
});
