import { parseFields } from "@/lib/validations/field-problems";
import { AUTHOR_BIO_MAX_LENGTH, authorProfileSchema } from "./author-input";

const parse = (input: unknown) => parseFields(authorProfileSchema, input);

describe("an author's profile as the editor and the API send it", () => {
  it("keeps a trimmed bio and an https or uploaded photo, and stores what is left out empty", () => {
    expect(parse({ bio: "  Cubre festivales.  ", photo: "https://fotos.example.mx/ana.jpg" })).toEqual({
      success: true,
      data: { bio: "Cubre festivales.", photo: "https://fotos.example.mx/ana.jpg" },
    });
    const upload = `/media/${"a".repeat(64)}/original.jpg`;
    expect(parse({ photo: upload })).toEqual({ success: true, data: { bio: "", photo: upload } });
    expect(parse({})).toEqual({ success: true, data: { bio: "", photo: "" } });
  });

  it("refuses a bio past 600 characters, naming the field", () => {
    expect(parse({ bio: "a".repeat(AUTHOR_BIO_MAX_LENGTH) }).success).toBe(true);
    expect(parse({ bio: "a".repeat(AUTHOR_BIO_MAX_LENGTH + 1) })).toEqual({
      success: false,
      problems: { bio: { code: "too_long", message: "must be at most 600 characters" } },
    });
  });

  it("refuses a photo that is no https URL of a public host nor an upload, and fields that are not text", () => {
    const refused = [
      "javascript:alert(1)",
      "ftp://example.mx/a.jpg",
      "foto.jpg",
      "/media/../etc/passwd",
      "http://fotos.example.mx/ana.jpg",
      "https://user:pass@fotos.example.mx/ana.jpg",
      "https://user@fotos.example.mx/ana.jpg",
      "https://localhost/ana.jpg",
      "https://127.0.0.1/ana.jpg",
      "https://[::1]/ana.jpg",
      "https://10.0.0.7/ana.jpg",
      "https://intranet/ana.jpg",
      "https://fotos.example.mx:8443/ana.jpg",
    ];
    const codes = refused.map((photo) => {
      const parsed = parse({ photo });
      return [photo, !parsed.success && parsed.problems.photo.code];
    });
    expect(codes).toEqual(refused.map((photo) => [photo, "not_a_url"]));
    const parsed = parse({ bio: 42, photo: ["x"] });
    expect(!parsed.success && parsed.problems).toEqual({
      bio: { code: "not_text", message: "must be text" },
      photo: { code: "not_text", message: "must be text" },
    });
    expect(parse([]).success).toBe(false);
  });
});
