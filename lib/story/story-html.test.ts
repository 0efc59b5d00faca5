import { storyHtml } from "./story-html";

const SITE = { siteUrl: "https://pulso.example" };

describe("storyHtml", () => {
  it("draws # and ## as h2, ### and deeper as h3, as the page does", async () => {
    expect(await storyHtml("## Line-up\n\n### Escenario principal\n\n#### Carpa", SITE)).toBe(
      "<h2>Line-up</h2>\n<h3>Escenario principal</h3>\n<h3>Carpa</h3>",
    );
  });

  it("is the sanitised HTML, links and photos made absolute", async () => {
    expect(await storyHtml('[nota](/post/otra) ![foto](/media/a.jpg "Pie")', SITE)).toBe(
      '<p><a href="https://pulso.example/post/otra">nota</a> <img src="https://pulso.example/media/a.jpg" alt="foto" title="Pie"></p>',
    );
    expect(await storyHtml('![foto](/media/a.jpg "Pie")', SITE)).toBe(
      '<figure><img src="https://pulso.example/media/a.jpg" alt="foto"><figcaption>Pie</figcaption></figure>',
    );
  });

  it("writes an embed as a plain link to the provider's page", async () => {
    expect(await storyHtml("[Aftermovie](https://youtu.be/dQw4w9WgXcQ)", SITE)).toBe(
      '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Aftermovie</a></p>',
    );
    expect(await storyHtml("https://vimeo.com/123456", SITE)).toBe(
      '<p><a href="https://vimeo.com/123456">https://vimeo.com/123456</a></p>',
    );
  });

  it("keeps no unsafe URL and no raw HTML", async () => {
    expect(await storyHtml("Hola <script>x</script> [a](javascript:x) ![b](data:x)", SITE)).toBe(
      "<p>Hola &#x3C;script>x&#x3C;/script> a </p>",
    );
  });
});
