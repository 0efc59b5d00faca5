// Issue 24's search figures: what each query of an attacker's corpus costs against a common word, every request from
// an address of its own so that the throttle lets all through, and a cached post page's throughput while two clients
// loop the worst of them (then throttled, as any client is) and while a flood from ever new addresses loops it.
import { freshAddress, measure, settle, type Load } from "./load";
import { median } from "./median";

/** In every bench post's title. */
export const COMMON_WORD = "festival";
// The bench's posts repeat this sentence; a phrase of its words matches all of them.
const SENTENCE = "la pista vibro con un set de techno melodico que llevo al publico del atardecer a la madrugada";

export const HOSTILE_QUERIES: { name: string; query: string }[] = [
  { name: "one-letter words", query: "t m c r s l n b" },
  { name: "8 common prefixes", query: "la de co es pa en un se" },
  {
    name: "8 common long words",
    query: "festivales electronicos horarios puedes perder escenarios artistas invitados",
  },
  { name: "digits", query: "1 2 3 12 34 56 789 2025" },
  { name: "the longest allowed query", query: `"${SENTENCE}" ${"techno festival ".repeat(40)}`.slice(0, 500) },
  { name: "quoted phrases", query: '"la pista" "de techno" "al publico" "no dejo" "luces laser" "pantallas gigantes"' },
  { name: "repeats and letters that fold alike", query: "Ñ ñ n N TÉCHNO techno téchno Techno ǅ ǆ" },
];

export type QueryCost = { name: string; query: string; medianMs: number; ratio: number };

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "X-Forwarded-For": freshAddress() } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const searchUrl = (base: string, query: string) => `${base}/buscar?q=${encodeURIComponent(query)}`;

/**
 * Each query's median time through HTTP, one request at a time, the queries taken in turn so that the shared machine's
 * drift weighs on all alike; its ratio is to the common word's median over the same turns.
 */
export async function measureQueryCosts(base: string, turns: number): Promise<QueryCost[]> {
  const all = [{ name: "common word", query: COMMON_WORD }, ...HOSTILE_QUERIES];
  const times = all.map(() => [] as number[]);
  for (let turn = 0; turn < turns + 3; turn++) {
    for (const [index, { query }] of all.entries()) {
      const ms = await timed(searchUrl(base, query));
      // The first turns warm the server's code and caches.
      if (turn >= 3) times[index].push(ms);
    }
  }
  const common = median(times[0]);
  return all.map(({ name, query }, index) => ({
    name,
    query,
    medianMs: median(times[index]),
    ratio: median(times[index]) / common,
  }));
}

type Looper = { stop: () => Promise<Record<string, number>>; refused: Promise<void> };

/** A client asking for `url` again as soon as each answer is read; `refused` settles at its first 429. */
function loop(url: string, address: () => string): Looper {
  const statuses: Record<string, number> = {};
  let running = true;
  let onRefused: () => void = () => {};
  const refused = new Promise<void>((resolve) => (onRefused = resolve));
  const done = (async () => {
    while (running) {
      const response = await fetch(url, { headers: { "X-Forwarded-For": address() } });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 429) onRefused();
    }
  })();
  return {
    refused,
    stop: async () => {
      running = false;
      await done;
      return statuses;
    },
  };
}

export type LoopedRound = { alone: number; looped: number; share: number; searches: Record<string, number> };
export type PostUnderSearches = { query: string; throttled: LoopedRound[]; flood: LoopedRound[] };

/**
 * The post page's rate alone, then while two clients loop `query`, then alone again; its share is the looped rate
 * against the mean of the two alone. Throttled: two clients of one address each, measured once both have spent their
 * burst (the steady state of a loop). Flood: two connections whose every request comes from a new address.
 */
export async function measurePostUnderSearches(
  base: string,
  post: Load,
  query: string,
  settings: { connections: number; duration: number; rounds: number },
): Promise<PostUnderSearches> {
  const url = searchUrl(base, query);
  const round = async (clients: (() => string)[], untilRefused: boolean): Promise<LoopedRound> => {
    const before = await measure(base, post, settings);
    await settle(base);
    const loopers = clients.map((address) => loop(url, address));
    if (untilRefused) await Promise.all(loopers.map((looper) => looper.refused));
    const looped = await measure(base, post, settings);
    const counts = await Promise.all(loopers.map((looper) => looper.stop()));
    await settle(base);
    const after = await measure(base, post, settings);
    const searches: Record<string, number> = {};
    for (const count of counts)
      for (const [status, n] of Object.entries(count)) searches[status] = (searches[status] ?? 0) + n;
    const alone = (before.rps + after.rps) / 2;
    return { alone, looped: looped.rps, share: looped.rps / alone, searches };
  };
  const throttled: LoopedRound[] = [];
  const flood: LoopedRound[] = [];
  for (let index = 0; index < settings.rounds; index++) {
    const [first, second] = [`198.51.100.${2 * index + 1}`, `198.51.100.${2 * index + 2}`];
    throttled.push(await round([() => first, () => second], true));
    flood.push(await round([freshAddress, freshAddress], false));
  }
  return { query, throttled, flood };
}

export const medianShare = (rounds: LoopedRound[]) => median(rounds.map((round) => round.share));

/** Both measurements, for the post `postPath`, with the readers' connections. */
export async function benchSearch(
  base: string,
  postPath: string,
  settings: { connections: number; duration: number; rounds: number },
): Promise<SearchFigures> {
  console.log("Hostile searches, one at a time against the common word");
  const costs = await measureQueryCosts(base, TURNS);
  const worst = [...costs].sort((a, b) => b.medianMs - a.medianMs)[0];
  console.log(`The post page while two clients loop the worst, "${worst.name}"`);
  const post: Load = { name: "/post/{id}", path: postPath, kind: "page" };
  return { costs, underSearches: await measurePostUnderSearches(base, post, worst.query, settings) };
}

/** Requests of each query in the cost measurement: enough for a steady median on 2 shared cores. */
const TURNS = 40;

export type SearchFigures = { costs: QueryCost[]; underSearches: PostUnderSearches };
