// npm run media:prune [-- --dry-run]: removes the uploads that no post and no revision names (lib/media/prune.ts).
import { parseArgs } from "node:util";
import { db } from "../../lib/db";
import { pruneMedia } from "../../lib/media/prune";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
  const dryRun = values["dry-run"];
  const { removed, kept, leftovers } = await pruneMedia({ dryRun });
  const verb = dryRun ? "Would remove" : "Removed";
  for (const { hash, bytes } of removed) console.log(`${verb} ${hash} (${megabytes(bytes)})`);
  for (const name of leftovers) console.log(`${verb} ${name}, left by an interrupted upload`);
  const freed = megabytes(removed.reduce((sum, { bytes }) => sum + bytes, 0));
  console.log(
    `${verb} ${removed.length} uploads no post or revision names (${freed}) and ${leftovers.length} leftovers; ` +
      `kept ${kept} (named, or stored or uploaded again within the last day).`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
