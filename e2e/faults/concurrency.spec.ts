import { expect, test } from "../support/test";
import { aPost } from "../../scripts/testing/post-fixture";
import { faultSuite, publish, storedIds, useFaultSite } from "./support/fault-site";
import { apiAuthorization } from "../support/environment";

const WRITERS = 50;
const POSTS_PER_WRITER = 4;
const READERS = 10;

test.describe("concurrent publishing", faultSuite, () => {
  const site = useFaultSite("concurrency");

  test("50 writers beside readers: every answer is 2xx and every 201 is stored", async () => {
    const before = await storedIds(site());
    const failures: string[] = [];
    const acknowledged: string[] = [];
    let writing = true;

    const writer = async (w: number) => {
      for (let n = 0; n < POSTS_PER_WRITER; n++) {
        const post = aPost({ id: `concurrente-${w}-${n}` });
        const response = await publish(site(), post);
        if (response.status === 201) acknowledged.push(post.id);
        else failures.push(`POST ${post.id}: ${response.status} ${await response.text()}`);
      }
    };
    const reader = async (r: number) => {
      const paths = ["/", "/post", "/team", "/edmNews?limit=20", `/edmNews/${before[r % before.length]}`];
      for (let n = 0; writing; n++) {
        const path = paths[n % paths.length];
        const response = await fetch(`${site().url}${path}`, { headers: { Authorization: apiAuthorization } });
        await response.arrayBuffer();
        if (!response.ok) failures.push(`GET ${path}: ${response.status}`);
      }
    };

    const readers = Array.from({ length: READERS }, (_, r) => reader(r));
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    writing = false;
    await Promise.all(readers);

    expect(failures).toEqual([]);
    expect(acknowledged).toHaveLength(WRITERS * POSTS_PER_WRITER);
    const after = await storedIds(site());
    expect(after).toHaveLength(before.length + acknowledged.length);
    expect(after).toEqual(expect.arrayContaining(acknowledged));
  });
});
