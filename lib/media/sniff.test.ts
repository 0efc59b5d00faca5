import sharp from "sharp";
import { htmlPage, smallPng, svgWithScript } from "@/scripts/testing/image-fixtures";
import { formatOf } from "./sniff";

const square = () => sharp({ create: { width: 16, height: 16, channels: 3, background: "#0a0" } });

describe("recognising an upload's format from its bytes", () => {
  it.each([
    ["jpeg", () => square().jpeg().toBuffer()],
    ["png", () => smallPng(16, 16)],
    ["webp", () => square().webp().toBuffer()],
    ["avif", () => square().avif().toBuffer()],
  ] as const)("knows %s", async (format, make) => {
    expect(formatOf(await make())).toBe(format);
  });

  it("knows an AVIF whose brand is listed among the compatible ones", () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypmif1\0\0\0\0mif1avif", "latin1")]);
    expect(formatOf(ftyp)).toBe("avif");
  });

  it.each([
    ["HTML", htmlPage()],
    ["SVG", svgWithScript()],
    ["GIF", Buffer.from("GIF89a\x01\x00\x01\x00", "latin1")],
    ["HEIC", Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1")])],
    ["RIFF audio", Buffer.from("RIFF\0\0\0\0WAVEfmt ", "latin1")],
    ["nothing", Buffer.alloc(0)],
    ["two bytes of JPEG", Buffer.from([0xff, 0xd8])],
    ["a lying ftyp size", Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0xff]), Buffer.from("ftypheic", "latin1")])],
  ])("refuses %s", (_, bytes) => {
    expect(formatOf(bytes)).toBeNull();
  });
});
