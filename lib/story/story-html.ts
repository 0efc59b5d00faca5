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

export async function storyHtml(markdown: string, { siteUrl }: { siteUrl: string }): Promise<string> {
  // withEmbeds copies every element: each gets properties of its own, and the parsed tree stays as it was.
  const tree = withEmbeds(await storyTree(markdown), linkTo);
  visit(tree, "element", (node) => {
    const { href, src } = node.properties;
    node.properties = {
      ...node.properties,
      ...(typeof href === "string" && { href: absolute(href, siteUrl) }),
      ...(typeof src === "string" && { src: absolute(src, siteUrl) }),
    };
  });
  return toHtml(tree);
}
