import { authorSlugOf, authorSlugSchema, groupBySlug } from "./author-slug";
import { authorPath } from "./author-paths";

describe("author slugs", () => {
  it("make one author of names that differ only in case, accents, spaces and punctuation", () => {
    for (const name of ["Diego Ramírez", "diego ramirez", "  DIEGO RAMÍREZ ", "Diego  Ramírez."]) {
      expect(authorSlugOf(name)).toBe("diego-ramirez");
    }
    expect(authorSlugOf("Ñoño Núñez")).toBe("nono-nunez");
  });

  it("give no slug to a name without letters or digits, and cut long names at 80 characters", () => {
    expect(authorSlugOf("¡¿…?!")).toBe("");
    const slug = authorSlugOf(`${"Bahidorá ".repeat(20)}Redacción`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(authorSchemaAccepts(slug)).toBe(true);
  });

  it("group the posts' spellings by author and leave out names that make no slug", () => {
    const groups = groupBySlug(["Ana Torres", "ana torres", "Diego Ramírez", "***"]);
    expect([...groups]).toEqual([
      ["ana-torres", ["Ana Torres", "ana torres"]],
      ["diego-ramirez", ["Diego Ramírez"]],
    ]);
  });

  it("accept only real slugs as an address", () => {
    for (const bad of ["", "Ana", "ana--torres", "-ana", "ana torres", "a".repeat(81)]) {
      expect(authorSchemaAccepts(bad)).toBe(false);
    }
  });

  it("address page 1 as the author's page and later pages with ?page=", () => {
    expect(authorPath("ana-torres")).toBe("/autor/ana-torres");
    expect(authorPath("ana-torres", 1)).toBe("/autor/ana-torres");
    expect(authorPath("ana-torres", 3)).toBe("/autor/ana-torres?page=3");
  });
});

function authorSchemaAccepts(slug: string): boolean {
  return authorSlugSchema.safeParse(slug).success;
}
