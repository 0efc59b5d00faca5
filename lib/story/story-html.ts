// A story's body as HTML for the feeds' content:encoded: the sanitised tree, with each embed as a plain link (a feed
// reader runs no player) and every link and photo absolute, since the feed is read away from the site.
import type { Element } from "hast";
import { toHtml } from "hast-util-to-html";
import { visit } from "unist-util-visit";
import { withEmbeds } from "./story-text";
import { storyTree } from "./story-tree";

function absolute(url: string, siteUrl: string): string | undefined {
  try {
    return new URL(url, siteUrl).href;
  } catch {
    return undefined;
  }
}

const linkTo = (embed: Element): Element["children"] => {
  const href = String(embed.properties.href);
  const title = typeof embed.properties.title === "string" ? embed.properties.title : href;
  return [{ type: "element", tagName: "a", properties: { href }, children: [{ type: "text", value: title }] }];
};

export function storyHtml(markdown: string, { siteUrl }: { siteUrl: string }): string {
  const tree = withEmbeds(storyTree(markdown), linkTo);
  visit(tree, "element", (node) => {
    for (const key of ["href", "src"] as const) {
      const value = node.properties[key];
      if (typeof value === "string") node.properties[key] = absolute(value, siteUrl);
    }
  });
  return toHtml(tree);
}
