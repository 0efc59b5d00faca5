import { signupPageQuery, signupPageWithError } from "./signup-page";

describe("the signup page's query", () => {
  it("shows the form with the reason only for the address the form refused, from the form it came from", () => {
    const refused = new URL(signupPageWithError("post"), "http://x");
    expect(refused.pathname).toBe("/boletin");
    expect(signupPageQuery.parse(Object.fromEntries(refused.searchParams))).toEqual({ error: true, origen: "post" });
    expect(signupPageQuery.parse({})).toEqual({ error: false, origen: "footer" });
    expect(signupPageQuery.parse({ error: ["correo", "x"], origen: "portada" })).toEqual({
      error: false,
      origen: "footer",
    });
  });
});
