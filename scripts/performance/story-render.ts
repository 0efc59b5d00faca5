// Prints what the story renderer costs: a 2,000-word story (scripts/testing/long-story.ts) parsed in this process
// (the parser's own time: the tree, the feed's HTML, the text), the same through the story worker (what a page waits
// for), and the worst inputs measured (each up to a field's 10,000 characters) through the worker, which reads them as
// plain paragraphs or ends their parse at its time limit. Each the median of many runs. `npm run story-render`.
import { toHtml } from "hast-util-to-html";
import { BODY_MAX_LENGTH } from "../../lib/validations/post-fields";
import { wordCount } from "../../lib/story/reading-time";
import { storyParse } from "../../lib/story/story-tree";
import { parseCostProblem } from "../../lib/story/parse-cost";
import { parseStory } from "../../lib/story/story-parse";
import { PARSE_TIME_LIMIT_MS } from "../../lib/story/story-pool";
import { longStory } from "../testing/long-story";

const RUNS = 30;

async function median(run: () => unknown): Promise<number> {
  for (let warm = 0; warm < 5; warm++) await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

const field = (unit: string) => unit.repeat(Math.ceil(BODY_MAX_LENGTH / unit.length)).slice(0, BODY_MAX_LENGTH);
const deepLists = Array.from({ length: 17 }, (_, line) => " ".repeat(64 * line) + "- ".repeat(32) + "x").join("\n");
const WORST: [string, string][] = [
  ["setext headings, a\\n=\\n × 2,500", field("a\n=\n")],
  ["hard breaks, x␣␣\\n × 2,500", field("x  \n")],
  ["lists nested across 17 lines", deepLists],
  ["nested emphasis, *_ × 2,500", field("*_")],
  ["setext headings at the line bound, a\\n=\\n × 149", "a\n=\n".repeat(149)],
  ["hard breaks at the line bound, x␣␣\\n × 299", "x  \n".repeat(299)],
  ["list items at their bound, - a\\n × 250", "- a\n".repeat(250)],
  ["links at the markup bound, [a](/post/x) × 250", "[a](/post/x) ".repeat(250)],
  ["emphasis at the markup bound, *a _a × 250", "*a _a ".repeat(250)],
  ["code spans at the backtick bound, `a` × 100", "`a` ".repeat(100)],
  ["bare addresses at their bound, https://a.mx × 100", "https://a.mx ".repeat(100)],
];

async function main() {
  const fields = longStory();
  const words = fields.reduce((total, text) => total + wordCount(parseStory(text).text), 0);
  console.log(`A story of ${words} words in ${fields.length} fields (${fields.join("").length} characters):`);
  const inProcess = await median(() => fields.map((text) => toHtml(parseStory(text).tree)));
  console.log(`  parsed in this process, tree, HTML and text: ${inProcess.toFixed(1)} ms`);
  let run = 0;
  // A new text each run (a number at its end): the pool keeps the last parses, which would answer at once.
  const throughWorker = await median(() => Promise.all(fields.map((text) => storyParse(`${text} ${run++}`))));
  console.log(`  through the story worker (a new parse each time): ${throughWorker.toFixed(1)} ms`);
  console.log(`The worst inputs measured, one field each (the worker's limit: ${PARSE_TIME_LIMIT_MS} ms):`);
  for (const [name, text] of WORST) {
    const time = await median(() => storyParse(`${text}${run++}`));
    const parse = await storyParse(text);
    const read = parseCostProblem(text)
      ? "plain paragraphs"
      : "story" in parse
        ? "parsed"
        : `refused (${parse.refused})`;
    console.log(`  ${name}: ${time.toFixed(1)} ms, ${read}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
