import type { imageSource as ImageSource } from "./images";

async function imageSourceWithHosts(hosts: string): Promise<typeof ImageSource> {
  let loaded: typeof ImageSource | undefined;
  await jest.isolateModulesAsync(async () => {
    process.env.IMAGE_HOSTS = hosts;
    loaded = (await import("./images")).imageSource;
  });
  return loaded!;
}

describe("imageSource", () => {
  const original = process.env.IMAGE_HOSTS;
  afterEach(() => {
    process.env.IMAGE_HOSTS = original;
  });

  it("sends files shipped in public/ through the optimizer", async () => {
    expect((await imageSourceWithHosts(""))("/images/posts/edc-mexico-2025-cronica.webp")).toBe("optimized");
  });

  it("optimizes https images only from the hosts IMAGE_HOSTS allows", async () => {
    const imageSource = await imageSourceWithHosts("cdn.pulso.mx, Fotos.Example.MX");
    expect(imageSource("https://cdn.pulso.mx/a.jpg")).toBe("optimized");
    expect(imageSource("https://fotos.example.mx/b.jpg")).toBe("optimized");
    expect(imageSource("http://cdn.pulso.mx/a.jpg")).toBe("external");
    expect(imageSource("https://otro.example.com/c.jpg")).toBe("external");
  });

  it("never hands the optimizer an upload's original, which answers 308", async () => {
    const imageSource = await imageSourceWithHosts("");
    expect(imageSource(`/media/${"a".repeat(64)}/original.jpg`)).toBe("external");
  });

  it("never mistakes a protocol-relative or malformed address for a local file", async () => {
    const imageSource = await imageSourceWithHosts("cdn.pulso.mx");
    expect(imageSource("//cdn.pulso.mx/a.jpg")).toBe("external");
    expect(imageSource("no es una url")).toBe("external");
  });
});
