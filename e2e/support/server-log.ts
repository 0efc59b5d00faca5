// What a server the specs started wrote (lib/log/): JSON lines only. A spec that ends by asking whether the server
// went wrong reads the levels, since an error's stack is one escaped field of its line.
const SERIOUS = new Set(["warn", "error", "fatal"]);

/** Each line that is a warning or an error, or not a JSON log line at all. */
export function serverProblems(output: string): string[] {
  return output
    .split("\n")
    .filter(Boolean)
    .filter((line) => {
      try {
        return SERIOUS.has((JSON.parse(line) as { level?: string }).level ?? "");
      } catch {
        return true;
      }
    });
}
