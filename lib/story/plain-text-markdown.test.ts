import { SAMPLE_STORIES, samplePosts } from "@/prisma/sample-posts";
import { BODY_FIELDS } from "@/lib/validations/post-fields";
import { markdownOfPlainText } from "./plain-text-markdown";
import { EMBED_ELEMENT } from "./story-schema";
import { storyText, storyTree } from "./story-tree";
import { toHtml } from "hast-util-to-html";

/** Text that Markdown would read otherwise, and the minimal escapes mdast-util-to-markdown puts before it. */
const CASES: [string, string][] = [
  ["Precio: 5 * 3 y snake_case", "Precio: 5 \\* 3 y snake_case"],
  ["__subrayado__ y *énfasis*", "\\_\\_subrayado\\_\\_ y \\*énfasis\\*"],
  ["# no es título", "\\# no es título"],
  ["[boletos](https://x.mx) y [a]: b", "\\[boletos]\\(https\\://x.mx) y \\[a]: b"],
  ["1. no es lista\n2) tampoco\n1986. Un año", "1\\. no es lista\n2\\) tampoco\n1986\\. Un año"],
  ["- ni esta\n+ ni esta\n* ni esta", "\\- ni esta\n\\+ ni esta\n\\* ni esta"],
  ["> ni cita", "\\> ni cita"],
  ["<b>negritas</b> & &amp;", "\\<b>negritas\\</b> & \\&amp;"],
  ["    no es código\n\tni esto", "&#x20;   no es código\n&#x9;ni esto"],
  ["~~no tachado~~", "\\~\\~no tachado\\~\\~"],
  ["Título\n===\nOtro\n---", "Título\n\\===\nOtro\n\\---"],
  ["```\nx\n```", "\\`\\`\\`\nx\n\\`\\`\\`"],
  ["barra \\ y \\*", "barra \\ y \\\\\\*"],
];

describe("markdownOfPlainText", () => {
  it.each(CASES)("escapes %j minimally", (text, markdown) => {
    expect(markdownOfPlainText(text)).toBe(markdown);
  });

  it.each(CASES)(
    "reads %j as written: its text, in paragraphs and line breaks (an address links to itself)",
    async (text) => {
      const markdown = markdownOfPlainText(text);
      expect(await storyText(markdown)).toBe(
        text
          .replace(/[ \t]+/g, " ")
          .replace(/ ?\n ?/g, "\n")
          .trim(),
      );
      const html = toHtml(await storyTree(markdown)).replace(/<a href="([^"]+)">\1<\/a>/g, "$1");
      expect(html).toMatch(/^<p>(?:[^<]|<br>)*<\/p>$/);
    },
  );

  it("keeps paragraphs and single line breaks, whatever the blank lines and line endings", async () => {
    expect(markdownOfPlainText("uno\r\ndos\n\n\n  \ntres\n")).toBe("uno\ndos\n\ntres");
    expect(toHtml(await storyTree("uno\ndos\n\ntres"))).toBe("<p>uno<br>\ndos</p>\n<p>tres</p>");
  });

  it("leaves the plain sample posts as they are: they read the same as Markdown", () => {
    const plain = samplePosts.filter(({ id }) => !SAMPLE_STORIES.includes(id));
    expect(plain).toHaveLength(samplePosts.length - SAMPLE_STORIES.length);
    for (const post of plain) {
      for (const field of BODY_FIELDS) expect(markdownOfPlainText(post[field])).toBe(post[field]);
    }
  });

  it("the sample stories are Markdown: each has a section heading, a captioned photo, a quote and a player", async () => {
    for (const id of SAMPLE_STORIES) {
      const post = samplePosts.find((sample) => sample.id === id)!;
      const drawn = (await Promise.all(BODY_FIELDS.map(async (field) => toHtml(await storyTree(post[field]))))).join(
        "\n",
      );
      for (const part of ["<h2>", "<figcaption>", "<blockquote>", `<${EMBED_ELEMENT}`]) {
        expect({ id, has: drawn.includes(part) }).toEqual({ id, has: true });
      }
    }
  });
});
