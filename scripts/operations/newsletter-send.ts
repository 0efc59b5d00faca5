// npm run newsletter:send: goes on with an unfinished boletín, or starts the next one and sends it
// (docs/newsletter.md). SIGTERM or SIGINT stops it after the mail in flight; the next run goes on from there.
import { db } from "../../lib/db";
import { startEdition } from "../../lib/newsletter/editions";
import { sendPendingEditions, type SendReport } from "../../lib/newsletter/sender";

/** Exit codes: 0 done; 1 refused (empty) or broken; 2 some delivery failed for good; 75 (EX_TEMPFAIL) left to try later. */
const EXIT = { done: 0, refused: 1, failed: 2, later: 75 } as const;

async function editionToSend(): Promise<string | null> {
  const unfinished = await db.edition.findFirst({ where: { finishedAt: null }, orderBy: { id: "asc" } });
  if (unfinished) return `Going on with edition ${unfinished.id} (${unfinished.recipients} recipients)`;
  const started = await startEdition(new Date());
  if (started.started) return `Started edition ${started.id} for ${started.recipients} confirmed subscribers`;
  return null;
}

function exitCode(report: SendReport, open: number): number {
  if (report.failed > 0) return EXIT.failed;
  return open > 0 || report.stopped ? EXIT.later : EXIT.done;
}

async function main(): Promise<number> {
  const begun = await editionToSend();
  if (!begun) {
    console.error("Nothing to send: no post went online since the last boletín. An empty boletín is never sent.");
    return EXIT.refused;
  }
  console.log(begun);
  const stop = new AbortController();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      console.log(`${signal}: stopping after the mail in flight`);
      stop.abort();
    });
  }
  let count = 0;
  const report = await sendPendingEditions({
    signal: stop.signal,
    onDelivery: () => void (++count % 100 === 0 && console.log(`${count} deliveries recorded`)),
  });
  if (!report.ran) {
    console.log("Another sender holds the lease (an app server or another run): it sends this edition.");
    return EXIT.done;
  }
  const { sent, bounced, deferred, failed, skipped, finished } = report;
  console.log(`Sent ${sent}, bounced ${bounced}, deferred ${deferred}, failed ${failed}, skipped ${skipped}`);
  const open = await db.editionDelivery.count({ where: { state: { in: ["pending", "sending", "deferred"] } } });
  if (finished.length > 0) console.log(`Finished edition ${finished.join(", ")}`);
  else console.log(`${open} deliveries left: deferred ones go when due, with the server's upkeep or the next run`);
  return exitCode(report, open);
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = EXIT.refused;
  })
  .finally(() => db.$disconnect());
