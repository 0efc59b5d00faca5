import fs from "node:fs";
import { E2E_RUN_FOLDER } from "./environment";

/** The run's database and photos go with it, whatever its outcome. */
export default function globalTeardown(): void {
  fs.rmSync(E2E_RUN_FOLDER, { recursive: true, force: true });
}
