// The app's routes as the build names them, read from app/: for the tests that hold every route to its rule.
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.join(__dirname, "..", "..");

export function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "node_modules" ? [] : filesUnder(file);
    return [file];
  });
}

/** The build's name of a route: its folders under app/, route groups left out. */
export const patternOf = (file: string) =>
  "/" +
  path
    .dirname(file)
    .split(path.sep)
    .slice(1)
    .filter((segment) => !segment.startsWith("("))
    .join("/");

const appFiles = filesUnder("app");
export const pageFiles = appFiles.filter((file) => path.basename(file) === "page.tsx");
export const routeFiles = appFiles.filter((file) => path.basename(file) === "route.ts");
