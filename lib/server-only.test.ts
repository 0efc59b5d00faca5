import { importChain, importGraph } from "@/scripts/testing/import-graph";

const graph = importGraph(["app", "components", "lib"]);
const modules = [...graph.keys()];
const SECRETS = ["lib/db.ts", "lib/env.ts", "lib/credentials.ts"];

describe('import "server-only"', () => {
  it("reaches no client component: the build would refuse it", () => {
    const clients = modules.filter((file) => graph.get(file)!.client);
    expect(clients).toContain("components/editor/login/LoginForm.tsx");
    const leaks = clients.flatMap((file) => importChain(graph, file, (_, module) => module.serverOnly) ?? []);
    expect(leaks).toEqual([]);
  });

  it("marks every module of lib/ that reads the database, the environment or the credentials", () => {
    const readers = modules.filter(
      (file) =>
        file.startsWith("lib/") &&
        (SECRETS.includes(file) || importChain(graph, file, (next) => SECRETS.includes(next))),
    );
    expect(readers).toEqual(expect.arrayContaining([...SECRETS, "lib/posts.ts", "lib/urls.ts"]));
    expect(readers.filter((file) => !graph.get(file)!.serverOnly)).toEqual([]);
  });

  it("marks every module of lib/auth and lib/api", () => {
    const unmarked = modules.filter((file) => /^lib\/(auth|api)\//.test(file) && !graph.get(file)!.serverOnly);
    expect(unmarked).toEqual([]);
  });
});
