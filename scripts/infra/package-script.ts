// A package.json script taken apart, so the fault tests and the bench run exactly what `npm start` runs, without npm.
import fs from "node:fs";
import path from "node:path";

export type PackageScript = { env: Record<string, string>; command: string; args: string[] };

/** `VAR=value ... command arg ...`: the script's leading variables, its command and the command's arguments. */
export function packageScript(name: string): PackageScript {
  const packageJson = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8"));
  const words = (packageJson.scripts[name] as string).split(/\s+/);
  const env: Record<string, string> = {};
  for (let word = words[0]; /^\w+=/.test(word); words.shift(), word = words[0]) {
    env[word.slice(0, word.indexOf("="))] = word.slice(word.indexOf("=") + 1);
  }
  const [command, ...args] = words;
  return { env, command, args };
}
