import { ApiError } from "../http/api-error";
import { requireReadableStories } from "./story-check";

/** The fields the check refuses, with their codes and sentences. */
async function refused(fields: Record<string, string | undefined>) {
  const error = await requireReadableStories(fields).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (error === undefined) return {};
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  return (error as ApiError).fields;
}

describe("requireReadableStories", () => {
  it("names the first link or photo whose URL the renderer drops, as written, by its field", async () => {
    for (const link of ["javascript:alert(1)", "JAVASCRIPT:x", "data:text/html,x", "vbscript:x", "ftp://x.mx"]) {
      expect(await refused({ climax: `Texto con [boletos](${link}) y más` })).toEqual({
        climax: { code: "unsafe_link", message: expect.stringContaining(`"${link}"`) },
      });
      expect(await refused({ description: `![foto](${link})` })).toHaveProperty("description.code", "unsafe_link");
    }
    expect(await refused({ introduction: "[e](jav&#x61;script:x)" })).toHaveProperty(
      "introduction.message",
      expect.stringContaining('"javascript:x"'),
    );
    expect(await refused({ conclusion: "[f][ref]\n\n[ref]: file:///etc" })).toHaveProperty(
      "conclusion.message",
      expect.stringContaining('"file:///etc"'),
    );
  });

  it("accepts http(s), mailto and relative links, http(s) and relative photos, raw HTML and code", async () => {
    const markdown =
      "[a](https://a.mx) [b](HTTP://b.mx) [c](mailto:c@d.mx) [d](/post/x) [e](#arriba) [f](otra?x=a:b) " +
      "![g](/media/x.jpg) ![h](https://h.mx/h.jpg) <https://i.mx> www.j.mx " +
      '<a href="javascript:x">a</a> `[b](javascript:x)`';
    expect(await refused({ introduction: markdown, climax: undefined })).toEqual({});
  });

  it("finds no link in text the renderer reads as plain paragraphs", async () => {
    expect(await refused({ climax: "> ".repeat(4_000) + "[a](javascript:x)" })).toEqual({});
  });
});
