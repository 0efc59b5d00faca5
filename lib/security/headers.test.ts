import { PLAYER_ORIGINS } from "../story/embeds";
import { editorContentSecurityPolicy, publicContentSecurityPolicy } from "./headers";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the Content-Security-Policy's frames", () => {
  it.each([
    ["public pages", publicContentSecurityPolicy],
    ["the editor's pages", editorContentSecurityPolicy("bm9uY2U=")],
  ])("%s may frame the story players' origins and nothing else", (_, policy) => {
    expect(directive(policy, "frame-src")).toEqual([...PLAYER_ORIGINS]);
    expect(directive(policy, "child-src")).toBeUndefined();
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  });
});
