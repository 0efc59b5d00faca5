// The schema and the sample posts, as `npm start` prepares them, before any app server starts.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { packageScript } from "../../infra/package-script";

export function prepareDatabase(env: Record<string, string>): void {
  const prestart = packageScript("prestart");
  const result = spawnSync(path.join(process.cwd(), "node_modules", ".bin", prestart.command), prestart.args, {
    encoding: "utf8",
    env: { ...process.env, ...env, ...prestart.env },
  });
  if (result.status !== 0) throw new Error(`Preparing the database failed:\n${result.stdout}${result.stderr}`);
}
