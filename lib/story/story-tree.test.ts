import { toHtml } from "hast-util-to-html";
import { MAX_NESTING } from "./nesting-limit";
import { MAX_LINES, MAX_MARKUP } from "./parse-cost";
import { storyTree } from "./story-tree";

const html = async (markdown: string) => toHtml(await storyTree(markdown)).replace(/\n/g, "");

describe("storyTree", () => {
  it("reads today's plain text as before: a blank line starts a paragraph, a single break stays a <br>", async () => {
    expect(await html("Primera línea\nsegunda línea\n\nOtro párrafo")).toBe(
      "<p>Primera línea<br>segunda línea</p><p>Otro párrafo</p>",
    );
  });

  it("draws # and ## as h2, ### and deeper as h3: the page has one h1, and ## over ### keeps its hierarchy", async () => {
    expect(
      await html("# Uno\n\n## Line-up\n\n### Escenario principal\n\n###### Seis\n\nSetext\n===\n\nOtro\n---"),
    ).toBe("<h2>Uno</h2><h2>Line-up</h2><h3>Escenario principal</h3><h3>Seis</h3><h2>Setext</h2><h2>Otro</h2>");
  });

  it("draws bold, italics, strikethrough and inline code", async () => {
    expect(await html("**negritas** *itálicas* _también_ ~~tachado~~ `código`")).toBe(
      "<p><strong>negritas</strong> <em>itálicas</em> <em>también</em> <del>tachado</del> <code>código</code></p>",
    );
  });

  it("draws nested bullet and numbered lists, with a list's first number", async () => {
    expect(await html("- uno\n  - dos\n- tres\n\n3. tercero\n4. cuarto")).toBe(
      "<ul><li>uno<ul><li>dos</li></ul></li><li>tres</li></ul>" + '<ol start="3"><li>tercero</li><li>cuarto</li></ol>',
    );
  });

  it("draws quotes, horizontal rules and tables with their alignment", async () => {
    expect(await html("> Cita\n\n---\n\n| A | B |\n|:-:|--:|\n| 1 | 2 |")).toBe(
      "<blockquote><p>Cita</p></blockquote><hr>" +
        '<table><thead><tr><th align="center">A</th><th align="right">B</th></tr></thead>' +
        '<tbody><tr><td align="center">1</td><td align="right">2</td></tr></tbody></table>',
    );
  });

  it("keeps http(s), mailto and relative links, autolinks and references", async () => {
    expect(
      await html(
        '[a](https://a.mx "t") [b](/post/x) [c](mailto:c@d.mx) <https://e.mx> www.f.mx [g][h]\n\n[h]: HTTPS://h.mx',
      ),
    ).toBe(
      '<p><a href="https://a.mx" title="t">a</a> <a href="/post/x">b</a> <a href="mailto:c@d.mx">c</a> ' +
        '<a href="https://e.mx">https://e.mx</a> <a href="http://www.f.mx">www.f.mx</a> <a href="https://h.mx">g</a></p>',
    );
  });

  it("drops every other scheme, leaving the link's text", async () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "jav&#x61;script:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "file:///etc/passwd",
    ]) {
      expect(await html(`[texto](${url}) ![foto](${url})`)).toBe("<p>texto </p>");
    }
  });

  it("makes a photo alone in its paragraph a figure, captioned by its title", async () => {
    expect(await html('![Escenario](/media/a.jpg "Pie de foto")\n\n![Sin pie](https://x.mx/b.jpg)')).toBe(
      '<figure><img src="/media/a.jpg" alt="Escenario"><figcaption>Pie de foto</figcaption></figure>' +
        '<figure><img src="https://x.mx/b.jpg" alt="Sin pie"></figure>',
    );
    expect(await html("Texto con ![icono](https://x.mx/i.png) dentro")).toBe(
      '<p>Texto con <img src="https://x.mx/i.png" alt="icono"> dentro</p>',
    );
  });

  it("makes a link alone in its paragraph to a known player an embed, titled by the link's text", async () => {
    expect(await html("[Aftermovie](https://youtu.be/dQw4w9WgXcQ)\n\nhttps://soundcloud.com/artista/set")).toBe(
      '<story-embed href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Aftermovie"></story-embed>' +
        '<story-embed href="https://soundcloud.com/artista/set"></story-embed>',
    );
    expect(await html("Mira https://youtu.be/dQw4w9WgXcQ ahora")).toContain("<p>Mira <a");
    expect(await html("https://example.mx/video")).toBe(
      '<p><a href="https://example.mx/video">https://example.mx/video</a></p>',
    );
  });

  it("shows raw HTML as the text it is", async () => {
    expect(await html("<b>hola</b> <img src=x onerror=alert(1)>\n\n<script>alert(1)</script>")).toBe(
      "<p>&#x3C;b>hola&#x3C;/b> &#x3C;img src=x onerror=alert(1)></p><p>&#x3C;script>alert(1)&#x3C;/script></p>",
    );
  });

  it("shows code blocks, footnotes and task boxes as the text they are", async () => {
    expect(await html("```\nuno\ndos\n```\n\nnota[^1]\n\n[^1]: al pie\n\n- [x] hecho")).toBe(
      "<p>uno<br>dos</p><p>nota[^1]</p><p>[^1]: al pie</p><ul><li>hecho</li></ul>",
    );
  });

  it(`reads constructs nested past ${MAX_NESTING} levels as their text, in bounded time`, async () => {
    // A list and its item are two levels of the tree.
    const lines = Array.from(
      { length: MAX_NESTING / 2 + 5 },
      (_, depth) => `${"  ".repeat(depth)}- nivel ${depth + 1}`,
    );
    const deep = toHtml(await storyTree(lines.join("\n")));
    expect(deep.match(/<ul>/g)).toHaveLength(MAX_NESTING / 2);
    expect(deep).toContain(`<p>nivel ${MAX_NESTING / 2 + 1} nivel ${MAX_NESTING / 2 + 2}`);
    expect(deep).toContain(`nivel ${MAX_NESTING / 2 + 5}`);
    // Thousands of containers opened on one line are never parsed (seconds, and a stack overflow): they read as text.
    for (const markdown of [">".repeat(9_990) + " x", "- ".repeat(4_990) + "x", "> - ".repeat(2_490) + "x"]) {
      expect(toHtml(await storyTree(markdown))).toBe(`<p>${toHtml({ type: "text", value: markdown })}</p>`);
    }
    expect(await html("*".repeat(4_990) + "x" + "*".repeat(4_990))).toContain("x");
  });

  it(`reads a field of more than ${MAX_MARKUP} Markdown symbols as plain paragraphs, never parsed`, async () => {
    // 10,000 characters of nested emphasis took the parser 1.7 s.
    const nested = "*_".repeat(2_500) + "x" + "_*".repeat(2_500);
    expect(toHtml(await storyTree(`${nested}\n\nsegundo`))).toBe(`<p>${nested}</p>\n<p>segundo</p>`);
    expect(await html(`${"*a* ".repeat(MAX_MARKUP / 2)}`)).toContain("<em>a</em>");
    expect(await html(`${"*a* ".repeat(MAX_MARKUP / 2)} *b*`)).not.toContain("<em>");
  });

  it(`reads a field of more than ${MAX_LINES} lines as plain paragraphs, never parsed`, async () => {
    // Setext headings cost the parser a copy of the whole document each: 2,500 of them took 2 to 5 s.
    expect(await html("a\n=\n".repeat(20))).toBe("<h2>a</h2>".repeat(20));
    const headings = "a\n=\n".repeat(MAX_LINES / 2);
    expect(toHtml(await storyTree(headings))).toBe(`<p>${headings.trim()}</p>`);
  });

  it("reads lists nested ever deeper across indented lines as plain paragraphs, never parsed", async () => {
    // 17 lines, each 32 items deep under the last: 544 levels, which took the parser 3 s.
    const lines = Array.from({ length: 17 }, (_, line) => " ".repeat(64 * line) + "- ".repeat(32) + "x");
    const markdown = lines.join("\n");
    expect(toHtml(await storyTree(markdown))).toBe(`<p>${toHtml({ type: "text", value: markdown })}</p>`);
  });
});
