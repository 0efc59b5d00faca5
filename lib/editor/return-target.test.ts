import { DEFAULT_RETURN_TARGET, safeReturnTarget, sameSiteTarget } from "./return-target";

const SITE = "https://pulso.example";

describe("return target after login", () => {
  test.each([
    "/createPost",
    "/post?page=2",
    "/post/edc-mexico-2025#comentarios",
    "/",
    "/post?next=//evil.example",
    "/%5c/evil.example",
    "/%2f/evil.example",
  ])("keeps the local path %s", (path) => {
    expect(safeReturnTarget(path)).toBe(path);
  });

  test("dot segments are resolved as the browser would", () => {
    expect(safeReturnTarget("/post/./x/../edc")).toBe("/post/edc");
  });

  // What the page receives after the query string is decoded once: "?next=/%252e//x" arrives as "/%2e//x".
  test.each([
    "//evil.example",
    "//evil.example/createPost",
    "/\\evil.example",
    "/\\/evil.example",
    "/.//evil.example/x",
    "/..//evil.example/x",
    "/%2e//evil.example/x",
    "/%2E//evil.example/x",
    "/%2e%2e//evil.example/x",
    "/.%2e//evil.example/x",
    "/a/..//evil.example/x",
    "/./\\evil.example",
    "/.\\/evil.example",
    "/\tevil",
    "/.\t//evil.example",
    "/.\n//evil.example",
    "/\r\n//evil.example",
    "https://evil.example/createPost",
    "javascript:alert(1)",
    "createPost",
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

describe("the browser's own check of the target", () => {
  test.each([
    ["/post?page=2", `${SITE}/post?page=2`],
    ["/createPost", `${SITE}/createPost`],
    ["//evil.example/x", `${SITE}/createPost`],
    ["/\\evil.example", `${SITE}/createPost`],
    ["https://evil.example", `${SITE}/createPost`],
    ["http://pulso.example/x", `${SITE}/createPost`],
  ])("%s leads to %s", (target, expected) => {
    expect(sameSiteTarget(target, SITE)).toBe(expected);
  });
});
