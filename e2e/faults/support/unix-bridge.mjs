// Inside the offline site's network namespace: passes each connection on a Unix socket to the site's TCP port.
import net from "node:net";

const [socketPath, port] = process.argv.slice(2);
net
  .createServer((client) => {
    const site = net.connect(Number(port), "127.0.0.1");
    client.pipe(site).pipe(client);
    site.on("error", () => client.destroy());
    client.on("error", () => site.destroy());
  })
  .listen(socketPath);
