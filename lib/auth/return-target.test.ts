import { DEFAULT_RETURN_TARGET, safeReturnTarget } from "./return-target";

describe("return target after login", () => {
  test.each(["/createPost", "/post?page=2", "/post/edc-mexico-2025#comentarios", "/"])("keeps the local path %s", (path) => {
    expect(safeReturnTarget(path)).toBe(path);
  });

  test.each([
    "//evil.example",
    "//evil.example/createPost",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/createPost",
    "javascript:alert(1)",
    "createPost",
    "/\tevil",
    "",
    undefined,
    null,
  ])("sends %p to the default", (target) => {
    expect(safeReturnTarget(target)).toBe(DEFAULT_RETURN_TARGET);
  });

  test("a repeated query parameter is not a target", () => {
    expect(safeReturnTarget(["/createPost", "//evil.example"])).toBe(DEFAULT_RETURN_TARGET);
  });
});
