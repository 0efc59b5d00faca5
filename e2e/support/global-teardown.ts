import fs from "node:fs";
import path from "node:path";
import { apiAuthorization, e2eCredentials, E2E_RUN_FOLDER, E2E_SERVER_LOG } from "./environment";

/** Every secret the specs hand the main server, and what only a query string or a header would have brought. */
const NEVER_LOGGED = {
  "the API password": e2eCredentials.apiPassword,
  "the editor's password": e2eCredentials.adminPassword,
  "the session secret": e2eCredentials.sessionSecret,
  "the API's Authorization header": apiAuthorization.split(" ")[1],
  "a newsletter link's token": "token=",
  "a search's words": "/buscar?",
};

/** The log of the whole run holds no secret (lib/log/): the specs signed in, published, searched and subscribed. */
function checkServerLog(): void {
  const log = fs.readFileSync(E2E_SERVER_LOG, "utf8");
  const requests = log.split("\n").filter((line) => line.includes('"msg":"request"')).length;
  if (requests === 0) throw new Error(`${E2E_SERVER_LOG} holds no request line`);
  const found = Object.entries(NEVER_LOGGED).filter(([, text]) => log.includes(text));
  if (found.length > 0) {
    const kept = path.join("test-results", "server.log");
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    fs.copyFileSync(E2E_SERVER_LOG, kept);
    throw new Error(`The server's log holds ${found.map(([what]) => what).join(", ")}: see ${kept}`);
  }
  console.log(`The server's log: ${requests} requests, no secret, token or search in it`);
}

/** The run's database and photos go with it, whatever its outcome; its log too, once searched. */
export default function globalTeardown(): void {
  try {
    if (fs.existsSync(E2E_SERVER_LOG)) checkServerLog();
  } finally {
    fs.rmSync(E2E_RUN_FOLDER, { recursive: true, force: true });
  }
}
