import type { Root } from "hast";
import { visit } from "unist-util-visit";

/** The URL of every photo in a story's tree, in order. */
export function storyPhotos(tree: Root): string[] {
  const urls: string[] = [];
  visit(tree, "element", (node) => {
    if (node.tagName === "img" && typeof node.properties.src === "string") urls.push(node.properties.src);
  });
  return urls;
}
