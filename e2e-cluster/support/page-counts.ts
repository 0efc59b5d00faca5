// Readers' beacons sent to the cluster as the public pages send them, and the counts the app servers wrote for them,
// read straight from the cluster's PostgreSQL.
import { Client } from "pg";
import type { Cluster } from "../../scripts/operations/cluster/topology";

/** Who a visitor is to the counter: the client's address and the browser's user agent. */
export type Reader = { address: string; userAgent: string };

export type PageCount = { views: number; visitors: number };
export type SourceCount = { referrer: string; views: number };

/** A page's beacon, sent as `reader` to one app server or to the proxy; resolves on its 204. */
export async function sendBeacon(
  serverUrl: string,
  path: string,
  { address, userAgent }: Reader,
  referrer = "",
): Promise<void> {
  const response = await fetch(`${serverUrl}/conteo`, {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": userAgent,
      // The runner's loopback socket is a trusted proxy (TRUSTED_PROXIES), so this names the client, also through
      // nginx, which appends the loopback address it saw.
      "X-Forwarded-For": address,
    },
    body: JSON.stringify({ path, referrer }),
  });
  if (response.status !== 204) throw new Error(`POST /conteo answered ${response.status}: ${await response.text()}`);
}

async function query<Row extends object>(cluster: Cluster, sql: string, path: string): Promise<Row[]> {
  const client = new Client({ connectionString: cluster.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(sql, [path])).rows;
  } finally {
    await client.end();
  }
}

// Summed over the days of the run's own database: it holds no other run's rows.

/** The views and visitors PageDay holds for `path` ("*" the whole site). */
export const pageCount = async (cluster: Cluster, path: string): Promise<PageCount> =>
  (
    await query<PageCount>(
      cluster,
      `SELECT COALESCE(SUM("views"), 0)::int AS "views", COALESCE(SUM("visitors"), 0)::int AS "visitors"
       FROM "PageDay" WHERE "path" = $1`,
      path,
    )
  )[0];

/** The views PageSource holds for `path` by the referrer's host, whatever the device, in the hosts' order. */
export const pageSources = (cluster: Cluster, path: string): Promise<SourceCount[]> =>
  query<SourceCount>(
    cluster,
    `SELECT "referrer", SUM("views")::int AS "views" FROM "PageSource" WHERE "path" = $1
     GROUP BY "referrer" ORDER BY "referrer"`,
    path,
  );
