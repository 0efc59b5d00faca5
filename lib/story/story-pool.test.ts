import { toHtml } from "hast-util-to-html";
import { PARSE_TIME_LIMIT_MS, parsed } from "./story-pool";
import { storyTree } from "./story-tree";

// Three megabytes on one line: within every bound of parse-cost.ts but the field's length, which the API checks and
// a stored body never passes. What a field the bounds miss would do: run past the worker's time limit.
const endless = "palabra ".repeat(400_000);

describe("the story worker", () => {
  it(`ends a parse past ${PARSE_TIME_LIMIT_MS} ms, and the next field is read by a worker started in its place`, async () => {
    expect(await parsed("# Antes")).toHaveProperty("story.text", "Antes");
    // Only the limit's timer (or the worker's end) says too_slow: a parse that finished, however late, gives its story.
    expect(await parsed(endless)).toEqual({ refused: "too_slow" });
    expect(await parsed("## Después [a](javascript:x)")).toEqual({
      story: expect.objectContaining({ text: "Después a", links: ["javascript:x"] }),
    });
  });

  it("draws a field no parse finishes in time as plain paragraphs, its words all there", async () => {
    const stored = `${endless}\n\n*segundo*`;
    expect(toHtml(await storyTree(stored))).toBe(`<p>${endless.trim()}</p>\n<p>*segundo*</p>`);
  });

  it("parses a field once while it is asked for again and again", async () => {
    const markdown = "Una **sola** vez";
    const [first, second] = await Promise.all([parsed(markdown), parsed(markdown)]);
    expect(second).toBe(first);
  });
});
