import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { eventually } from "../scripts/testing/eventually";
import { drainOf } from "./shutdown";

/** A server whose answers take `delayMs`, drained as the server entry drains it. */
async function slowServer(delayMs: number, options: Parameters<typeof drainOf>[1] = {}) {
  let received = 0;
  const server = http.createServer((request, response) => {
    received += 1;
    drain.mark(response);
    setTimeout(() => response.end("hecho"), delayMs);
  });
  const drain = drainOf(server, options);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  const get = () =>
    new Promise<{ status: number; connection?: string }>((resolve, reject) =>
      http
        .get({ port, host: "127.0.0.1", agent }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
        })
        .on("error", reject),
    );
  const refusing = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(false)).once("error", () => resolve(true));
      socket.once("connect", () => socket.destroy());
    });
  return { server, drain, get, agent, refusing, received: () => received };
}

describe("draining a server", () => {
  it("serves through the grace with answers that close their connection, then refuses, then closes its clients", async () => {
    const { drain, get, agent } = await slowServer(100);
    const steps: string[] = [];
    expect(await get()).toEqual({ status: 200, connection: "keep-alive" });
    const underWay = get();
    const stopped = drain.stop(1500, async () => void steps.push("clients closed"));
    expect(drain.draining()).toBe(true);
    expect((await underWay).status).toBe(200);
    expect(await get()).toEqual({ status: 200, connection: "close" });
    steps.push("served in the grace");
    await stopped;
    await expect(get()).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(steps).toEqual(["served in the grace", "clients closed"]);
    agent.destroy();
  });

  it("without a grace, answers what is under way and ends its kept-alive connection at once, not after 65 s", async () => {
    // Were the kept-alive connection waited for, the stop would outlast the test's time limit.
    const { drain, get, agent, received } = await slowServer(300);
    await get();
    const underWay = get();
    await eventually(() => received() === 2);
    let closedClients = false;
    await drain.stop(0, async () => void (closedClients = true));
    expect((await underWay).status).toBe(200);
    expect(closedClients).toBe(true);
    agent.destroy();
  });

  it("answers a request sent after it stopped accepting on a connection kept alive from before the drain", async () => {
    const { drain, get, agent, refusing } = await slowServer(10, { safeToCloseIdleMs: 60_000, quietMs: 50 });
    expect(await get()).toEqual({ status: 200, connection: "keep-alive" });
    let stopped = false;
    const stopping = drain.stop(1, async () => void (stopped = true)).then(() => "stopped");
    await eventually(refusing, { everyMs: 100 });
    expect(await refusing()).toBe(true);
    // nginx sends its next request on the idle connection it keeps, a while later (an idle time, not a wait for
    // something): the server must read it, not reset it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await get()).toEqual({ status: 200, connection: "close" });
    expect(await stopping).toBe("stopped");
    expect(stopped).toBe(true);
    agent.destroy();
  });

  it("closes a connection left idle longer than any proxy keeps one, and stops", async () => {
    const { drain, get, agent } = await slowServer(10, { safeToCloseIdleMs: 200 });
    await get();
    let closedClients = false;
    await drain.stop(1, async () => void (closedClients = true));
    expect(closedClients).toBe(true);
    agent.destroy();
  });

  it("after the grace, hands off and keeps accepting while clients connect, then stops once nobody did for a while", async () => {
    const { drain, agent, refusing } = await slowServer(10, { quietMs: 200 });
    let stopped = false;
    const stopping = drain.stop(1, async () => void (stopped = true));
    await eventually(drain.handingOff);
    // A connection every 50 ms, each sooner than the quiet time: every one is taken, none refused or reset.
    const taken: boolean[] = [];
    for (let i = 0; i < 10; i++) {
      taken.push(!(await refusing()));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(taken).toEqual(Array(10).fill(true));
    expect(stopped).toBe(false);
    await stopping;
    expect(await refusing()).toBe(true);
    agent.destroy();
  });

  it("stops after the hand-off's bound when a client never stops connecting", async () => {
    const { drain, agent, refusing } = await slowServer(10, { quietMs: 200, handOffMaxMs: 300 });
    let stopped = false;
    const stopping = drain.stop(1, async () => void (stopped = true));
    let connections = 0;
    await eventually(async () => (connections += 1) > 0 && (await refusing()), { everyMs: 20 });
    await stopping;
    expect(stopped).toBe(true);
    // Connected more often than the quiet time allows: only the bound can have ended the hand-off.
    expect(connections).toBeGreaterThan(5);
    agent.destroy();
  });
});
