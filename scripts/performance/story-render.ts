// Prints what the story renderer costs for a 2,000-word story (scripts/testing/long-story.ts): the sanitised tree the
// page draws, the feed's HTML and the plain text, each the median of many runs. `npm run story-render`.
import { storyHtml } from "../../lib/story/story-html";
import { wordCount } from "../../lib/story/reading-time";
import { storyText } from "../../lib/story/story-text";
import { storyTree } from "../../lib/story/story-tree";
import { longStory } from "../testing/long-story";

const RUNS = 60;

function median(run: () => unknown): number {
  for (let warm = 0; warm < 10; warm++) run();
  const times = Array.from({ length: RUNS }, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)];
}

const fields = longStory();
const words = fields.reduce((total, field) => total + wordCount(storyText(field)), 0);
console.log(`A story of ${words} words in ${fields.length} fields (${fields.join("").length} characters):`);
for (const [name, run] of [
  ["tree (the page)", () => fields.map(storyTree)],
  ["HTML (the feeds)", () => fields.map((field) => storyHtml(field, { siteUrl: "https://example.mx" }))],
  ["text (search, JSON-LD)", () => fields.map(storyText)],
] as const) {
  console.log(`  ${name}: ${median(run).toFixed(1)} ms`);
}
