import type { imageSource as ImageSource } from "./images";

function imageSourceWithHosts(hosts: string): typeof ImageSource {
  let loaded: typeof ImageSource | undefined;
  jest.isolateModules(() => {
    process.env.IMAGE_HOSTS = hosts;
    loaded = (require("./images") as typeof import("./images")).imageSource;
  });
  return loaded!;
}

describe("imageSource", () => {
  const original = process.env.IMAGE_HOSTS;
  afterEach(() => {
    process.env.IMAGE_HOSTS = original;
  });

  it("sends files shipped in public/ through the optimizer", () => {
    expect(imageSourceWithHosts("")("/images/posts/edc-mexico-2025-cronica.webp")).toBe("optimized");
  });

  it("optimizes https images only from the hosts IMAGE_HOSTS allows", () => {
    const imageSource = imageSourceWithHosts("cdn.pulso.mx, Fotos.Example.MX");
    expect(imageSource("https://cdn.pulso.mx/a.jpg")).toBe("optimized");
    expect(imageSource("https://fotos.example.mx/b.jpg")).toBe("optimized");
    expect(imageSource("http://cdn.pulso.mx/a.jpg")).toBe("external");
    expect(imageSource("https://otro.example.com/c.jpg")).toBe("external");
  });

  it("never mistakes a protocol-relative or malformed address for a local file", () => {
    const imageSource = imageSourceWithHosts("cdn.pulso.mx");
    expect(imageSource("//cdn.pulso.mx/a.jpg")).toBe("external");
    expect(imageSource("no es una url")).toBe("external");
  });
});
