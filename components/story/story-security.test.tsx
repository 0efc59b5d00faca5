// No story, however hostile, puts an element outside the allowlist, an event handler or an unsafe URL on the page,
// in the feed's HTML or in the text (JSON-LD, search): OWASP's vectors, Markdown's tricks and a fuzz.
import fc from "fast-check";
import { createTranslator } from "use-intl/core";
import messages from "@/messages/es.json";
import { serializeJsonLd } from "@/lib/seo/escape";
import { storyHtml } from "@/lib/story/story-html";
import { STORY_ELEMENTS } from "@/lib/story/story-schema";
import { storyText } from "@/lib/story/story-tree";
import { markupOf } from "@/scripts/testing/story-markup";
import { MARKDOWN_TRICKS, OWASP_XSS_FILTER_EVASION } from "@/scripts/testing/xss-payloads";
import { StoryBody } from "./StoryBody";

// See StoryBody.test.tsx: the site's messages through next-intl's own translator.
jest.mock("next-intl/server", () => ({
  getTranslations: async (namespace: keyof typeof messages) => createTranslator({ locale: "es", messages, namespace }),
}));

/**
 * What the page draws around the allowlist's elements: the fields, a table's scrolling box, a photo's frame, and a
 * player's poster (components/story/EmbedFacade.tsx: its art and the provider's mark are SVG of the site's own).
 */
const DRAWING = ["div", "span", "picture", "source", "svg", "path", "polyline", "circle"];
const POSTER_ART = ["aria-hidden", "focusable", "viewbox", "preserveaspectratio", "d", "points", "vector-effect"];
const POSTER_PAINT = [
  "fill",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "cx",
  "cy",
  "r",
];
const ATTRIBUTES = new Set([
  "href",
  "src",
  "srcset",
  "sizes",
  "alt",
  "title",
  "class",
  "width",
  "height",
  "loading",
  "decoding",
  "fetchpriority",
  "type",
  "role",
  "aria-label",
  "tabindex",
  "start",
  "rel",
  "style",
  "data-embed",
  ...POSTER_ART,
  ...POSTER_PAINT,
]);
const SAFE_SCHEMES = new Set(["http", "https", "mailto"]);

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** As a browser reads a URL: tabs and line breaks dropped, spaces and controls around it trimmed. */
function scheme(url: string): string | null {
  const read = decode(url)
    .replace(/[\t\n\r]/g, "")
    .replace(/^[\u0000-\u0020]+/, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1].toLowerCase() ?? null;
}

/** A tag as both serialisers write it: every attribute quoted with " (escaped inside), so a ">" in a value is no end. */
const TAG = /<\/?([a-zA-Z][\w:-]*)((?:\s+[^\s=/>"]+(?:="[^"]*")?)*)\s*\/?>/g;

/** Every problem found in HTML: an element or attribute outside what is allowed, a handler, an unsafe URL. */
function problemsIn(html: string, elements: string[]): string[] {
  const problems: string[] = [];
  for (const [tag, name, attributes] of html.matchAll(TAG)) {
    if (!elements.includes(name.toLowerCase())) problems.push(`element ${tag}`);
    for (const [, attribute, , value = ""] of attributes.matchAll(/\s([^\s=/>]+)(="([^"]*)")?/g)) {
      const lower = attribute.toLowerCase();
      if (lower.startsWith("on") || !ATTRIBUTES.has(lower)) problems.push(`attribute ${attribute} in ${tag}`);
      const urls = lower === "srcset" ? value.split(",").map((entry) => entry.trim().split(/\s+/)[0]) : [value];
      if (["href", "src", "srcset"].includes(lower)) {
        for (const url of urls) {
          const found = scheme(url);
          if (found && !SAFE_SCHEMES.has(found)) problems.push(`URL ${url} in ${tag}`);
        }
      }
      if (lower === "style" && !/^(--[a-z]+:[^;"]*;?)+$/.test(value)) problems.push(`style ${value}`);
    }
  }
  // Outside the tags read above, no "<" may open anything (text escapes it): none hides from the pattern. React
  // separates neighbouring texts with an empty comment, its own.
  const rest = html.replace(TAG, "").replaceAll("<!-- -->", "");
  if (/<[a-zA-Z/!?]/.test(rest)) problems.push(`markup the check cannot read: ${rest.slice(0, 200)}`);
  return problems;
}

/** The story as the page, the feed and the text give it, each checked. */
async function checked(markdown: string): Promise<void> {
  const page = await markupOf(StoryBody({ fields: [markdown], media: new Map() }));
  expect(problemsIn(page, [...STORY_ELEMENTS, ...DRAWING])).toEqual([]);
  const feed = await storyHtml(markdown, { siteUrl: "https://pulso.example" });
  expect(problemsIn(feed, STORY_ELEMENTS)).toEqual([]);
  // The text is text: the JSON-LD carries it as data, where no "<" can close its script.
  expect(serializeJsonLd({ text: await storyText(markdown) })).not.toMatch(/[<>]/);
}

/** Each payload alone, and where Markdown puts a URL or text: a link, a photo, a reference, a table cell, alt text. */
const contexts = (payload: string) => [
  payload,
  `[enlace](${payload})`,
  `![foto](${payload})`,
  `[referencia][r]\n\n[r]: ${payload}`,
  `| a | b |\n|---|---|\n| ${payload.replace(/\|/g, "\\|")} | c |`,
  `![${payload}](https://fotos.example/a.jpg "${payload}")`,
  `[${payload}](https://x.example)`,
];

describe("the check of the HTML", () => {
  it("finds an element, a handler, an attribute and a URL that are not allowed, and markup it cannot read", () => {
    expect(
      problemsIn(
        '<p onclick="x"><iframe></iframe><a href="jav&#x61;script:x">a</a><img src="data:x" srcset="/a 1x, vbscript:b 2x" x-y="1"></p><scr<ipt>',
        [...STORY_ELEMENTS],
      ),
    ).toEqual([
      'attribute onclick in <p onclick="x">',
      "element <iframe>",
      "element </iframe>",
      'URL jav&#x61;script:x in <a href="jav&#x61;script:x">',
      'URL data:x in <img src="data:x" srcset="/a 1x, vbscript:b 2x" x-y="1">',
      'URL vbscript:b in <img src="data:x" srcset="/a 1x, vbscript:b 2x" x-y="1">',
      'attribute x-y in <img src="data:x" srcset="/a 1x, vbscript:b 2x" x-y="1">',
      "element <ipt>",
      "markup the check cannot read: a<scr",
    ]);
  });
});

describe("a hostile story", () => {
  it.each(OWASP_XSS_FILTER_EVASION)("draws OWASP's %s as harmless text", async (payload) => {
    for (const markdown of contexts(payload)) await checked(markdown);
  });

  it.each(MARKDOWN_TRICKS)("draws the Markdown trick %j without script", async (trick) => {
    await checked(trick);
  });

  it("survives a fuzz of Markdown's punctuation, HTML and schemes", async () => {
    const piece = fc.oneof(
      fc.constantFrom(
        "[",
        "]",
        "(",
        ")",
        "![",
        "](",
        "<",
        ">",
        "\n",
        "\n\n",
        "|",
        "---",
        "*",
        "_",
        "`",
        "#",
        "> ",
        "- ",
        "1. ",
        '"',
        "'",
        ":",
        "&#x61;",
        "&#58;",
        "&colon;",
        "javascript:",
        "JaVaScRiPt:",
        "data:text/html,",
        "vbscript:",
        "java\tscript:",
        "https://x.example/",
        "/post/a",
        "mailto:a@b.mx",
        "onerror=alert(1)",
        "<img src=x ",
        "<script>",
        "</script>",
        "<a href=",
        "<svg onload=",
        "style=",
        "https://youtu.be/dQw4w9WgXcQ",
        "[r]: ",
      ),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 40 }), async (pieces) => {
        await checked(pieces.join(""));
      }),
      { numRuns: 300 },
    );
  });
});
