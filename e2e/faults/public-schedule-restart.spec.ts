// A post scheduled while the server runs, whose time passes while the server is down, is online on the first request
// after the start: nothing was written at its time, and no cache outlives the process.
import { expect, test } from "../support/test";
import { aPost } from "../../scripts/testing/post-fixture";
import { untilClockPasses } from "../support/clock";
import { faultSuite, publish, storedIds, useFaultSite } from "./support/fault-site";
import { todayInMexicoCity } from "../support/today";

test.describe("a schedule across a restart", faultSuite, () => {
  const fault = useFaultSite("schedule-restart");

  test("a post whose time came while the server was down is on every listing at the first request", async () => {
    const site = fault();
    const publishAt = new Date(Date.now() + 4_000);
    const post = aPost({ date: todayInMexicoCity() });
    const created = await publish(site, { ...post, status: "scheduled", publishAt: publishAt.toISOString() });
    expect(created.status, await created.text()).toBe(201);
    const listings = ["/", "/post", "/feed.xml", "/sitemap.xml"];
    for (const path of listings) expect(await (await fetch(`${site.url}${path}`)).text(), path).not.toContain(post.id);

    await site.server.stop();
    await untilClockPasses(publishAt.getTime());
    await site.restart();

    for (const path of [...listings, `/post/${post.id}`]) {
      const answer = await fetch(`${site.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toContain(post.id);
    }
    expect(await storedIds(site)).toContain(post.id);
  });
});
