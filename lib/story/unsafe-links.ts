// The links and photos of a body field whose URL the renderer would drop: the API refuses them by name, so an editor
// learns why a link vanished before readers see its text without it.
import type { Root } from "mdast";
import { sanitize } from "hast-util-sanitize";
import { visit } from "unist-util-visit";
import { withLowercaseScheme } from "./markdown-rules";
import { STORY_SCHEMA } from "./story-schema";

/** Whether the sanitiser keeps this URL on a link (`href`) or a photo (`src`): the schema is the one rule. */
function survives(url: string, property: "href" | "src"): boolean {
  const tagName = property === "href" ? "a" : "img";
  const kept = sanitize(
    { type: "element", tagName, properties: { [property]: withLowercaseScheme(url) }, children: [] },
    STORY_SCHEMA,
  );
  return kept.type === "element" && typeof kept.properties[property] === "string";
}

/** Each unsafe URL of the Markdown as written (mdast) once, in order (a reference's definition counts as its links'). */
export function unsafeLinksIn(markdown: Root): string[] {
  const found = new Set<string>();
  visit(markdown, (node) => {
    if (node.type === "link" || node.type === "definition") {
      if (!survives(node.url, "href")) found.add(node.url);
    } else if (node.type === "image" && !survives(node.url, "src")) found.add(node.url);
  });
  return [...found];
}
