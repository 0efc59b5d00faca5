import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const VNU_JAR = path.join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

export type HtmlError = { file: string; line?: number; message: string; extract?: string };

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/**
 * The errors the W3C Nu HTML checker (the vnu-jar package, on Debian's Java) finds in the files: one run for them
 * all, as Java's start costs seconds. Anything it could not read is an error too.
 */
export function checkHtml(files: string[]): HtmlError[] {
  const run = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`java could not run (install Debian's default-jre-headless): ${run.error.message}`);
  const report = run.stderr.split("\n").find((line) => line.startsWith("{"));
  if (!report) throw new Error(`vnu answered no report (status ${run.status}): ${run.stderr}${run.stdout}`);
  return (JSON.parse(report) as { messages: VnuMessage[] }).messages.map(({ url, lastLine, message, extract }) => ({
    file: url?.startsWith("file:") ? fileURLToPath(url) : (url ?? ""),
    line: lastLine,
    message,
    extract,
  }));
}
