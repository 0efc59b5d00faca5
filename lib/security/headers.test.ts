import { PLAYER_ORIGINS } from "../story/embeds";
import { editorContentSecurityPolicy, mailPreviewContentSecurityPolicy, publicContentSecurityPolicy } from "./headers";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the Content-Security-Policy's frames", () => {
  it.each([
    ["public pages", publicContentSecurityPolicy, []],
    ["the editor's pages", editorContentSecurityPolicy("bm9uY2U="), ["'self'"]],
  ])("%s may frame the story players' origins and nothing else", (_, policy, own) => {
    expect(directive(policy, "frame-src")).toEqual([...own, ...PLAYER_ORIGINS]);
    expect(directive(policy, "child-src")).toBeUndefined();
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("lets the boletín's preview be framed by the site alone, with no script and nothing fetched but images", () => {
    expect(directive(mailPreviewContentSecurityPolicy, "frame-ancestors")).toEqual(["'self'"]);
    expect(directive(mailPreviewContentSecurityPolicy, "default-src")).toEqual(["'none'"]);
    expect(directive(mailPreviewContentSecurityPolicy, "script-src")).toBeUndefined();
  });
});
