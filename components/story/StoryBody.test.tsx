import { createTranslator } from "use-intl/core";
import messages from "@/messages/es.json";
import { env } from "@/lib/env";
import type { StoryMedia } from "@/lib/story/story-media";
import { markupOf } from "@/scripts/testing/story-markup";
import { StoryBody } from "./StoryBody";

// next-intl's own translator, from use-intl/core: importing "next-intl" here made tsc read the site's other
// getTranslations calls without the AppConfig of lib/i18n/global.d.ts.
jest.mock("next-intl/server", () => ({
  getTranslations: async (namespace: keyof typeof messages) => createTranslator({ locale: "es", messages, namespace }),
}));

const HASH = "a".repeat(64);
const UPLOAD = `/media/${HASH}/original.jpg`;
const media: StoryMedia = new Map([[UPLOAD, { hash: HASH, width: 2400, height: 1600, focusX: 0.5, focusY: 0.5 }]]);

const render = (fields: string[], styling?: "script") =>
  markupOf(StoryBody({ fields, media, imageStyling: styling })).then((html) => html.replace(/\n/g, ""));

describe("StoryBody", () => {
  it("draws each field, the first as the lead", async () => {
    expect(await render(["Uno\ndos", "Tres", "Cuatro"])).toBe(
      '<div class="story"><div class="introduction"><p>Uno<br/><!-- -->dos</p></div><div><p>Tres</p></div><div><p>Cuatro</p></div></div>',
    );
  });

  it("keeps links to the site's pages plain (next/link), and marks links leaving it rel=noopener", async () => {
    const html = await render([
      `[nota](/post/otra) [absoluta](${env().SITE_URL}/tema/techno?page=2) [fuera](https://boletos.mx) ` +
        "[protocolo](//otro.mx) [correo](mailto:a@b.mx) [ancla](#arriba) [feed](/feed.xml)",
    ]);
    expect(html).toContain('<a href="/post/otra">nota</a>');
    expect(html).toContain('<a href="/tema/techno?page=2">absoluta</a>');
    expect(html).toContain('<a href="https://boletos.mx" rel="noopener">fuera</a>');
    expect(html).toContain('<a href="//otro.mx" rel="noopener">protocolo</a>');
    expect(html).toContain('<a href="mailto:a@b.mx">correo</a>');
    expect(html).toContain('<a href="#arriba">ancla</a>');
    expect(html).toContain('<a href="/feed.xml">feed</a>');
  });

  it("draws an embed as its facade, titled by the link's text", async () => {
    const html = await render(["[Aftermovie](https://youtu.be/dQw4w9WgXcQ)"]);
    expect(html).toContain('data-embed="youtube"');
    expect(html).toMatch(
      /<a class="poster" href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ" rel="noopener">.*Reproducir en YouTube<\/span><span class="title">Aftermovie<\/span>/,
    );
  });

  it("draws an uploaded photo from its variants with its size, lazily, captioned", async () => {
    const html = await render([`![El escenario](${UPLOAD} "Pie de foto")`]);
    expect(html).toMatch(
      /^<div class="story"><div class="introduction"><figure class="figure"><div class="frame" style="--aspect:2400 \/ 1600;--focus:50% 50%">/,
    );
    expect(html).toContain(`<source type="image/webp" srcSet="/media/${HASH}/page-640.webp 640w`);
    expect(html).toMatch(
      /<img src="\/media\/a+\/page-1200\.jpg" alt="El escenario" width="1200" height="800" loading="lazy"/,
    );
    expect(html).toContain("<figcaption>Pie de foto</figcaption></figure>");
  });

  it("sets an uploaded photo's frame from script under the editor's CSP", async () => {
    expect(await render([`![El escenario](${UPLOAD})`], "script")).not.toContain("style=");
  });

  it("keeps a 16:9 box for a photo of another host, and draws it lazily", async () => {
    expect(await render(["![Otra](https://fotos.mx/a.jpg)"])).toContain(
      '<figure class="figure"><span class="box"><img src="https://fotos.mx/a.jpg" alt="Otra" width="1600" height="900" loading="lazy" decoding="async" class="boxed"/></span></figure>',
    );
    expect(await render([`Texto ![icono](${UPLOAD}) dentro`])).toMatch(
      /<p>Texto <picture><source type="image\/webp" srcSet="[^"]+" sizes="[^"]+"\/><img src="[^"]+" alt="icono" width="1200" height="800" loading="lazy"/,
    );
  });

  it("puts a table in a box of its own that scrolls, its alignment as classes", async () => {
    const html = await render(["| A | B |\n|:-:|--:|\n| 1 | 2 |"]);
    expect(html).toContain(
      '<div class="table" role="region" aria-label="Tabla: desliza para ver todas las columnas" tabindex="0"><table>',
    );
    expect(html).toContain('<th class="alignCenter">A</th><th class="alignRight">B</th>');
    expect(html).not.toContain("align=");
  });
});
