// The bench's posts, one shape for its SQLite file (site-database.ts) and its PostgreSQL (bench/postgres-search.ts).

const paragraph = (topic: string, index: number) =>
  `${topic} ${index}: la pista vibró con un set de techno melódico que llevó al público del atardecer a la madrugada, ` +
  "entre luces láser, pantallas gigantes y una comunidad que no dejó de bailar. ".repeat(6);

/** One post in this many has the bench's rare search word in its title. */
export const RARE_WORD_EVERY = 2000;
export const RARE_WORD = "aurora";
export const BENCH_AUTHOR = "Redacción Pulso";

const FIRST_DAY = Date.UTC(2015, 0, 1);
const DAYS = 3650;

/** The columns a bench post fills, each timestamp with its `storedAt`. */
export const BENCH_POST_COLUMNS = [
  "id",
  "title",
  "description",
  "introduction",
  "climax",
  "conclusion",
  "bodyText",
  "author",
  "image",
  "date",
  "createdAt",
  "publishAt",
  "publishedAt",
  "updatedAt",
  "liveAt",
] as const;

export type BenchPost = {
  id: string;
  title: string;
  description: string;
  introduction: string;
  climax: string;
  conclusion: string;
  bodyText: string;
  author: string;
  image: string;
  date: string;
  /** Stored, published, last changed and online at the same moment, as a post published through the API. */
  storedAt: string;
};

/** A bench post's values in the order of BENCH_POST_COLUMNS. */
export const benchPostValues = (post: BenchPost): string[] => [
  post.id,
  post.title,
  post.description,
  post.introduction,
  post.climax,
  post.conclusion,
  post.bodyText,
  post.author,
  post.image,
  post.date,
  ...Array<string>(5).fill(post.storedAt),
];

/** The `index`th of `count` posts added at once, spread over ten years so the list order has work to do. */
export function benchPost(index: number, count: number, image: string): BenchPost {
  const day = new Date(FIRST_DAY + Math.floor((index * DAYS) / Math.max(count, 1)) * 86_400_000);
  const rare = index % RARE_WORD_EVERY === 0 ? ` bajo la ${RARE_WORD}` : "";
  const [introduction, climax, conclusion] = ["Introducción", "Clímax", "Conclusión"].map((field) =>
    paragraph(field, index),
  );
  return {
    id: `bench-post-${String(index).padStart(6, "0")}`,
    title: `Festival electrónico ${index}${rare}: line-up, horarios y lo que no te puedes perder`,
    description: `Todo sobre la edición ${index}: escenarios, artistas invitados y consejos para llegar a tiempo.`,
    introduction,
    climax,
    conclusion,
    // Plain paragraphs read as written: their reader's text is the paragraphs themselves.
    bodyText: [introduction, climax, conclusion].map((text) => text.trim()).join("\n\n"),
    author: BENCH_AUTHOR,
    image,
    date: day.toISOString().slice(0, 10),
    storedAt: new Date(FIRST_DAY + index * 1000).toISOString().replace("Z", "+00:00"),
  };
}
