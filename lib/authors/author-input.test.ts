import { parseFields } from "@/lib/validations/field-problems";
import { AUTHOR_BIO_MAX_LENGTH, authorProfileSchema } from "./author-input";

const parse = (input: unknown) => parseFields(authorProfileSchema, input);

describe("an author's profile as the editor and the API send it", () => {
  it("keeps a trimmed bio and an http(s) or uploaded photo, and stores what is left out empty", () => {
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

  it("refuses a photo that is no http(s) URL nor an upload, and fields that are not text", () => {
    for (const photo of ["javascript:alert(1)", "ftp://example.mx/a.jpg", "foto.jpg", "/media/../etc/passwd"]) {
      const parsed = parse({ photo });
      expect(parsed.success).toBe(false);
      expect(!parsed.success && parsed.problems.photo.code).toBe("not_a_url");
    }
    const parsed = parse({ bio: 42, photo: ["x"] });
    expect(!parsed.success && parsed.problems).toEqual({
      bio: { code: "not_text", message: "must be text" },
      photo: { code: "not_text", message: "must be text" },
    });
    expect(parse([]).success).toBe(false);
  });
});
