import { aPost } from "@/scripts/testing/post-fixture";
import { parseFields } from "../validations/field-problems";
import { topicSlugOf } from "../validations/post-links";
import { newPostSchema, postPatchSchema } from "../api/post-writes";

const topicsOf = (topics: unknown) => {
  const result = parseFields(newPostSchema, { ...aPost(), topics });
  return result.success ? { topics: result.data.topics } : { problem: result.problems.topics };
};

describe("a topic's slug", () => {
  it("is one for every spelling of a name: case and accents never matter", () => {
    expect(["Techno", "techno", "TÉCHNO"].map(topicSlugOf)).toEqual(["techno", "techno", "techno"]);
    expect(topicSlugOf("EDC México")).toBe("edc-mexico");
    expect(topicSlugOf("  Año Nuevo: ¡CDMX!  ")).toBe("ano-nuevo-cdmx");
  });

  it("is at most 60 characters, never ending in a hyphen", () => {
    const slug = topicSlugOf(`${"a".repeat(59)} b`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe("a".repeat(59));
  });
});

describe("the topics of a write", () => {
  it("are optional: a post without them is taken as before", () => {
    expect(topicsOf(undefined)).toEqual({ topics: undefined });
  });

  it("are trimmed, and one name per slug is kept, as first written", () => {
    expect(topicsOf(["  EDC México ", "techno", "TÉCHNO", "edc mexico", "CDMX"])).toEqual({
      topics: ["EDC México", "techno", "CDMX"],
    });
  });

  it("take 8, and 8 different ones after folding the duplicates", () => {
    const eight = Array.from({ length: 8 }, (_, index) => `Tema ${index}`);
    expect(topicsOf(eight)).toEqual({ topics: eight });
    expect(topicsOf([...eight, "tema 0", "TEMA 7"])).toEqual({ topics: eight });
    expect(topicsOf([...eight, "Tema 8"])).toEqual({
      problem: { code: "out_of_range", message: "must name at most 8 different topics" },
    });
  });

  it("name the topic that is empty, too long or has no letter or digit", () => {
    expect(topicsOf(["Techno", "   "])).toEqual({
      problem: { code: "invalid", message: 'topic 2 ("") must not be empty' },
    });
    expect(topicsOf(["a".repeat(41)]).problem?.message).toBe(
      `topic 1 ("${"a".repeat(41)}") must be at most 40 characters`,
    );
    expect(topicsOf(["a".repeat(40)])).toEqual({ topics: ["a".repeat(40)] });
    expect(topicsOf(["¡¿★?!"])).toEqual({
      problem: { code: "invalid", message: 'topic 1 ("¡¿★?!") needs a letter or a digit to make its address' },
    });
  });

  it("are stored without control or bidirectional characters, and a look-alike joins the topic it imitates", () => {
    expect(topicsOf(["Tech\u0001no", "\u202eCDMX\u202c", "Тechno", "fiesta", "ﬁesta"])).toEqual({
      topics: ["Techno", "CDMX", "fiesta"],
    });
    expect(topicsOf(["\u202e\u0001 "])).toEqual({
      problem: { code: "invalid", message: 'topic 1 ("") must not be empty' },
    });
  });

  it("must be a list of text", () => {
    expect(topicsOf("Techno").problem).toMatchObject({ message: "must be a list of text" });
    expect(topicsOf([3]).problem).toMatchObject({ message: "must be a list of text" });
  });

  it("replace a post's in a change, and a change without them leaves them be", () => {
    expect(postPatchSchema.parse({ topics: ["House"] })).toEqual({ topics: ["House"] });
    expect(postPatchSchema.parse({ title: "Otra" })).not.toHaveProperty("topics");
  });
});
