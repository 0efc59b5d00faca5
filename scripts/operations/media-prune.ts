// npm run media:prune [-- --dry-run]: removes the uploads that no page or author names, and the files no page names
// any more in the uploads kept (lib/media/prune.ts).
import { parseArgs } from "node:util";
import { db } from "../../lib/db";
import { pruneMedia } from "../../lib/media/prune";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const total = (entries: { bytes: number }[]) => megabytes(entries.reduce((sum, { bytes }) => sum + bytes, 0));

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
  const dryRun = values["dry-run"];
  const { removed, kept, stale, leftovers } = await pruneMedia({ dryRun });
  const verb = dryRun ? "Would remove" : "Removed";
  for (const { hash, bytes } of removed) console.log(`${verb} ${hash} (${megabytes(bytes)})`);
  for (const { hash, files, bytes } of stale) {
    console.log(`${verb} ${files.length} files of ${hash} no page names any more (${megabytes(bytes)})`);
  }
  for (const name of leftovers) console.log(`${verb} ${name}, left by an interrupted upload`);
  console.log(
    `${verb} ${removed.length} uploads nothing names (${total(removed)}), the files of earlier focuses of ` +
      `${stale.length} uploads (${total(stale)}) and ${leftovers.length} leftovers; ` +
      `kept ${kept} (named, or stored or uploaded again within the last day).`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
