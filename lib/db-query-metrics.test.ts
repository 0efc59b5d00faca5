// Every query through the process's client is timed by model and operation, in a transaction too, and a failed one is
// counted: read back as a scrape would.
import { randomUUID } from "node:crypto";
import { db } from "./db";
import { serializable } from "./db-transaction";
import { histogramHere, scrapeHere, valueOf } from "@/scripts/testing/scraped-metrics";

const TIME = "edm_db_query_duration_seconds";
const queries = async (model: string, operation: string) => (await histogramHere(TIME, { model, operation })).count;
const errors = async (model: string, operation: string) =>
  valueOf(await scrapeHere(), "edm_db_query_errors_total", { model, operation });

describe("database query metrics", () => {
  it("times a model's operations and raw SQL, each under its own labels", async () => {
    const [finds, counts, raw] = [
      await queries("Topic", "findMany"),
      await queries("Topic", "count"),
      await queries("raw", "$queryRawUnsafe"),
    ];
    await db.topic.findMany({ take: 1 });
    await db.topic.findMany({ take: 1 });
    await db.topic.count();
    await db.$queryRawUnsafe("SELECT 1");
    expect(await queries("Topic", "findMany")).toBe(finds + 2);
    expect(await queries("Topic", "count")).toBe(counts + 1);
    expect(await queries("raw", "$queryRawUnsafe")).toBe(raw + 1);
    expect((await histogramHere(TIME, { model: "Topic", operation: "findMany" })).sum).toBeGreaterThan(0);
  });

  it("times the queries of an interactive transaction", async () => {
    const [upserts, deletes] = [await queries("LoginThrottle", "upsert"), await queries("LoginThrottle", "delete")];
    const key = randomUUID();
    await serializable(async (tx) => {
      const data = { failures: 1, lastFailureAt: new Date() };
      await tx.loginThrottle.upsert({ where: { key }, create: { key, ...data }, update: data });
      await tx.loginThrottle.delete({ where: { key } });
    });
    expect(await queries("LoginThrottle", "upsert")).toBe(upserts + 1);
    expect(await queries("LoginThrottle", "delete")).toBe(deletes + 1);
  });

  it("counts a query that failed, and times it as well", async () => {
    const slug = `metricas-${randomUUID()}`;
    await db.topic.create({ data: { slug, name: slug } });
    const [failed, creates] = [await errors("Topic", "create"), await queries("Topic", "create")];
    await expect(db.topic.create({ data: { slug, name: slug } })).rejects.toMatchObject({ code: "P2002" });
    expect(await errors("Topic", "create")).toBe(failed + 1);
    expect(await queries("Topic", "create")).toBe(creates + 1);
    await db.topic.delete({ where: { slug } });
    expect(await errors("Topic", "delete")).toBe(0);
  });
});
