// Prints, as JSON, the test files that reach the database through lib/db.ts: the ones jest.config.mjs runs a second
// time against PostgreSQL. A test named *-sqlite.test.ts is about SQLite itself and runs on SQLite only.
import { importChain, importGraph } from "./import-graph";

const FOLDERS = ["app", "components", "lib", "prisma", "scripts"];

const graph = importGraph(FOLDERS, { withTests: true });
const dataLayerTests = [...graph.keys()].filter(
  (file) =>
    /\.test\.tsx?$/.test(file) &&
    !/-sqlite\.test\.tsx?$/.test(file) &&
    importChain(graph, file, (module) => module === "lib/db.ts") !== null,
);
process.stdout.write(JSON.stringify(dataLayerTests.sort()));
