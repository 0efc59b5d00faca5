import fs from "node:fs";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createPost } from "@/lib/newsroom/create-post";
import { captureLog } from "@/scripts/testing/captured-log";
import { eventually } from "@/scripts/testing/eventually";
import { aPost } from "@/scripts/testing/post-fixture";
import { startEdition } from "./editions";
import { kickSender } from "./kick-sender";

afterAll(() => db.$disconnect());

it("sends in the background, each mail once however often it is kicked, and says so in the log", async () => {
  const log = captureLog();
  await createPost({ ...aPost(), savedBy: "test" });
  const emails = ["a@ejemplo.mx", "b@ejemplo.mx", "c@ejemplo.mx"];
  await db.subscriber.createMany({ data: emails.map((email) => ({ email, state: "confirmed" })) });
  await startEdition(new Date(Date.now() + 1000));
  const outbox = env().MAIL_OUTBOX_DIR;
  const before = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;

  kickSender();
  kickSender();
  kickSender();
  await eventually(async () => (await db.edition.count({ where: { finishedAt: null } })) === 0, { timeoutMs: 20_000 });
  expect(fs.readdirSync(outbox).length - before).toBe(3);
  expect(await db.editionDelivery.count({ where: { state: "sent", attempts: 1 } })).toBe(3);
  // The line is written once the run that finished the edition has settled, a moment after the database says so.
  await eventually(() => log.lines().some((line) => /edition \d+ finished/.test(line.msg ?? "")));
  log.restore();
});
