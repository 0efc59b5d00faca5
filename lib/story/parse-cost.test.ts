import fc from "fast-check";
import { toHtml } from "hast-util-to-html";
import { BODY_MAX_LENGTH } from "../validations/post-fields";
import { MAX_NESTING } from "./nesting-limit";
import { deepestNesting, MAX_CONTAINERS, MAX_LINES, parseCostProblem } from "./parse-cost";
import { parseStory } from "./story-parse";

describe("deepestNesting", () => {
  it("counts the quotes and list items a line sits in, across lines as the parser reads them", () => {
    expect(deepestNesting("texto")).toBe(0);
    expect(deepestNesting("- uno\n  - dos\n    - tres\n- cuatro")).toBe(3);
    expect(deepestNesting("> cita\n> > dentro\n\n> otra")).toBe(2);
    expect(deepestNesting("1. uno\n   - dos\n     > tres")).toBe(3);
    // A blank line ends a quote, not a list item.
    expect(deepestNesting("- uno\n\n  - dos")).toBe(2);
    expect(deepestNesting("> uno\n\n> dos")).toBe(1);
  });

  it("finds lists nested ever deeper across indented lines, which one line at a time never shows", () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, line) => " ".repeat(20 * line) + "- ".repeat(10) + "x").join("\n");
    expect(deepestNesting(lines(1))).toBe(10);
    expect(deepestNesting(lines(3))).toBe(30);
    expect(deepestNesting(lines(4))).toBeGreaterThan(MAX_NESTING);
  });
});

describe("quotes and list items in all", () => {
  it("takes a line-up of 250 artists, one item a line, and refuses more items however they are nested", () => {
    const lineup = (count: number) => Array.from({ length: count }, (_, n) => `- Artista ${n}`).join("\n");
    expect(parseCostProblem(lineup(MAX_CONTAINERS))).toBeUndefined();
    expect(parseCostProblem(lineup(MAX_CONTAINERS + 1))).toMatchObject({ code: "too_complex" });
    expect(parseCostProblem("- - - - - a\n".repeat(60))).toEqual({
      code: "too_complex",
      message: `opens 300 quotes or list items: at most ${MAX_CONTAINERS}`,
    });
    expect(parseCostProblem("> > a\n\n".repeat(126))).toMatchObject({ code: "too_complex" });
  });
});

/** Each a line or a phrase whose repetition cost the parser seconds, or more than the rest. */
const COSTLY = [
  "a\n=\n",
  "a\n-\n",
  "x  \n",
  "x\\\n",
  "x\n",
  "x\n\n",
  "- a\n",
  "1. a\n",
  "  - a\n",
  "> a\n",
  "> - a\n",
  "> a\nb\n",
  "|a|b|\n",
  "|-|-|\n",
  "# a\n",
  "    a\n",
  "***\n",
  "```\n",
  "<div>\n",
  "[a]: b\n",
  "- - - - - a\n",
  "*a _a ",
  "[a](b) ",
  "![a](b) ",
  "https://a.mx ",
  "~~a~~ ",
];

const body = fc
  .array(fc.record({ unit: fc.oneof(fc.constantFrom(...COSTLY), fc.string({ maxLength: 8 })), times: fc.nat(2_500) }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((runs) =>
    runs
      .map(({ unit, times }) => unit.repeat(times))
      .join("")
      .slice(0, BODY_MAX_LENGTH),
  );

const cpuMs = (run: () => unknown) => {
  const started = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1_000;
};

describe("what a body field costs", () => {
  // Processor time, not the clock: the machine running the tests may be running many times its cores' work.
  it(`costs no field of up to ${BODY_MAX_LENGTH} characters more than 200 ms to accept and draw`, () => {
    parseStory("# warm *up* [a](b)\n\n- x\n\n> y");
    fc.assert(
      fc.property(body, (markdown) => {
        const run = () => {
          if (!parseCostProblem(markdown)) toHtml(parseStory(markdown).tree);
        };
        // The least of three: the garbage earlier runs left, and the compiling of code paths a new kind of markup takes
        // for the first time (263 and 184 ms, then 99, for one body on a busy machine), are not this field's cost.
        const cost = Math.min(cpuMs(run), cpuMs(run), cpuMs(run));
        return cost <= 200 || `${cost.toFixed(0)} ms for ${JSON.stringify(markdown.slice(0, 60))}…` === "";
      }),
      { numRuns: 60 },
    );
  });

  it(`names the lines past ${MAX_LINES} and the nesting past ${MAX_NESTING}`, () => {
    expect(parseCostProblem("a\n".repeat(MAX_LINES - 1) + "a")).toBeUndefined();
    expect(parseCostProblem("a\n".repeat(MAX_LINES))).toEqual({
      code: "too_complex",
      message: `holds ${MAX_LINES + 1} lines: at most ${MAX_LINES}`,
    });
    expect(parseCostProblem("> ".repeat(MAX_NESTING + 1) + "x")).toEqual({
      code: "too_complex",
      message: `nests quotes or lists more than ${MAX_NESTING} deep`,
    });
  });
});
