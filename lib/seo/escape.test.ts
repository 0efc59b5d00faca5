import { escapeXml, serializeJsonLd } from "./escape";

const attack = "</script><script>window.__pwned=1</script> & <!-- \u2028\u2029";

describe("serializeJsonLd", () => {
  it("leaves no character that could end the script or open a comment", () => {
    const json = serializeJsonLd({ headline: attack });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
  });

  it("stays valid JSON that reads back as the original text", () => {
    expect(JSON.parse(serializeJsonLd({ headline: attack, n: 1 }))).toEqual({ headline: attack, n: 1 });
  });
});

describe("escapeXml", () => {
  it("turns markup into text", () => {
    expect(escapeXml(`<b title="x">Tom & Jerry's</b>`)).toBe(
      "&lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/b&gt;",
    );
  });

  it("drops control characters XML 1.0 cannot carry and keeps Spanish letters", () => {
    expect(escapeXml("Año\u0000 electrónico\u000B\n")).toBe("Año electrónico\n");
  });
});
