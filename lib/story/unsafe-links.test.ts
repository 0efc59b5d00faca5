import { unsafeLinks } from "./unsafe-links";

describe("unsafeLinks", () => {
  it("names each link or photo whose URL the renderer drops, once, as written", () => {
    const markdown =
      "[a](javascript:alert(1)) [b](JAVASCRIPT:x) ![c](data:image/png;base64,AA) [d](vbscript:x)\n\n" +
      "[e](jav&#x61;script:x) [f][ref] [a](javascript:alert(1)) [g](ftp://x.mx) ![h](mailto:a@b.mx)\n\n[ref]: file:///etc";
    expect(unsafeLinks(markdown)).toEqual([
      "javascript:alert(1)",
      "JAVASCRIPT:x",
      "data:image/png;base64,AA",
      "vbscript:x",
      "javascript:x",
      "ftp://x.mx",
      "mailto:a@b.mx",
      "file:///etc",
    ]);
  });

  it("accepts http(s), mailto and relative links, and http(s) and relative photos", () => {
    const markdown =
      "[a](https://a.mx) [b](HTTP://b.mx) [c](mailto:c@d.mx) [d](/post/x) [e](#arriba) [f](otra?x=a:b) " +
      "![g](/media/x.jpg) ![h](https://h.mx/h.jpg) <https://i.mx> www.j.mx";
    expect(unsafeLinks(markdown)).toEqual([]);
  });

  it("does not read raw HTML or code as links", () => {
    expect(unsafeLinks('<a href="javascript:x">a</a> `[b](javascript:x)`')).toEqual([]);
  });
});

describe("unsafeLinks on text the renderer never parses", () => {
  it("finds nothing in a line opening thousands of containers, which reads as plain text", () => {
    expect(unsafeLinks("> ".repeat(4_000) + "[a](javascript:x)")).toEqual([]);
  });
});
