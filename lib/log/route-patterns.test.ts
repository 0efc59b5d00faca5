import { routePatternsFrom, UNMATCHED } from "./route-patterns";

// As Next.js writes them in routes-manifest.json: the dynamic routes from the most specific, the catch-all last.
const manifest = {
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/post", regex: "^/post(?:/)?$" },
    { page: "/buscar", regex: "^/buscar(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/post/pages/[page]", regex: "^/post/pages/([^/]+?)(?:/)?$" },
    { page: "/post/[id]", regex: "^/post/([^/]+?)(?:/)?$" },
    { page: "/tema/[slug]", regex: "^/tema/([^/]+?)(?:/)?$" },
    { page: "/[...unknown]", regex: "^/(.+?)(?:/)?$" },
  ],
};

describe("a request's route pattern", () => {
  const patternOf = routePatternsFrom(manifest);

  test.each([
    ["/", "/"],
    ["/post", "/post"],
    ["/post/", "/post"],
    ["/buscar", "/buscar"],
    ["/post/pages/2", "/post/pages/[page]"],
    ["/post/ultra-2026", "/post/[id]"],
    ["/post/ultra-2026/", "/post/[id]"],
    ["/post/ultra-2026/otra", "/[...unknown]"],
    ["/tema/techno", "/tema/[slug]"],
    ["/tema", "/[...unknown]"],
    ["/no/existe", "/[...unknown]"],
    ["/_next/static/chunks/app-1a2b.js", "/_next/static/[file]"],
    ["/_next/image", "/_next/image"],
    ["/metrics", "/metrics"],
  ])("%s is %s", (path, pattern) => {
    expect(patternOf(path)).toBe(pattern);
  });

  test("each path gets the first route in Next.js's order that matches it, as trying them all one by one gives", () => {
    const routes = manifest.dynamicRoutes.map(({ page, regex }) => ({ page, regex: new RegExp(regex) }));
    const firstMatch = (path: string) => routes.find(({ regex }) => regex.test(path))?.page;
    const paths = [
      "/post/x",
      "/post/pages/3",
      "/post/pages",
      "/tema/a/b",
      "/tema/",
      "/postal/x",
      "/p",
      "/%70ost/x",
      "/x/post/y",
    ];
    for (const path of paths) expect([path, patternOf(path)]).toEqual([path, firstMatch(path)]);
  });

  test("an address nothing takes is one name, whatever it holds", () => {
    const without = routePatternsFrom({ ...manifest, dynamicRoutes: manifest.dynamicRoutes.slice(0, 2) });
    expect(new Set(["/a", "/b/c", `/${"x".repeat(5000)}`].map(without))).toEqual(new Set([UNMATCHED]));
  });
});
