import { spawnSync } from "node:child_process";
import path from "node:path";

/** The first Administrador in the template database `url` names (first-administrador.ts), in a process of its own. */
export function addFirstAdministrador(url: string): void {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const script = path.join(__dirname, "first-administrador.ts");
  const run = spawnSync(tsx, ["--conditions=react-server", script], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: url },
  });
  if (run.status !== 0) throw new Error(`The template's first Administrador failed:\n${run.stdout}${run.stderr}`);
}
