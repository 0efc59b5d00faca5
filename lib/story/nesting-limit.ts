// Untrusted Markdown may nest quotes, lists or emphasis thousands deep in a few kilobytes ("> > > …"), and every
// later step of the pipeline walks the tree recursively. Past MAX_NESTING levels a construct reads as its plain
// text. Written without recursion, as it has to survive the trees it cuts. Text the parser would take long over is
// never parsed at all (tooCostlyToParse).
import type { ListItem, Nodes, Parent, Root, RootContent } from "mdast";

export const MAX_NESTING = 32;

const PHRASING = new Set(["emphasis", "strong", "delete", "link", "linkReference"]);
const NESTING = new Set([...PHRASING, "blockquote", "list", "listItem", "footnoteDefinition"]);

/** A quote marker or a list item's bullet or number, with the spaces after it, at the start of what is left of a line. */
const CONTAINER_MARKER = /^ {0,3}(?:>|[-+*](?=\s|$)|\d{1,9}[.)](?=\s|$)) ?/;

/**
 * Whether a line opens more than MAX_NESTING quotes or list items at once ("- - - - …"): the parser's time grows with
 * the square of that depth, so such text is never parsed. Indented lists need ever longer indents, which the fields'
 * length bounds long before that.
 */
export function opensTooDeep(markdown: string): boolean {
  return markdown.split("\n").some((line) => {
    let rest = line;
    for (let depth = 0; depth <= MAX_NESTING; depth++) {
      const marker = CONTAINER_MARKER.exec(rest);
      if (!marker) return false;
      rest = rest.slice(marker[0].length);
    }
    return true;
  });
}

/**
 * Markup characters a field may hold: each delimiter of emphasis, strikethrough, code, links or tables costs the
 * parser more the more there are (10,000 characters of "*_*_…" took 1.7 s, "*a _a …" grows with the square of its
 * count), and a 2,000-word story with every construct holds about 20 a field. Past this the field is refused by the
 * API (too_much_markup) and read as plain paragraphs by the renderer.
 */
export const MAX_MARKUP = 1_000;
const MARKUP = /(?<!\\)[*_~`[\]|]/g;

export const markupCount = (markdown: string) => markdown.match(MARKUP)?.length ?? 0;

/** Text the parser is never given: read as plain paragraphs (lib/story/story-tree.ts), it holds no link either. */
export const tooCostlyToParse = (markdown: string) => opensTooDeep(markdown) || markupCount(markdown) > MAX_MARKUP;

/** Every piece of text under the node, in order, without recursion. */
function textOf(node: Nodes): string {
  const pieces: string[] = [];
  const pending: Nodes[] = [node];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if ("value" in next && typeof next.value === "string") pieces.push(next.value);
    else if (next.type === "image") pieces.push(next.alt ?? "");
    else if (next.type === "break") pieces.push("\n");
    if ("children" in next)
      for (let index = next.children.length - 1; index >= 0; index--) pending.push(next.children[index]);
  }
  return pieces.join(PHRASING.has(node.type) ? "" : " ");
}

/** The node as its text, in a shape its parent may hold. */
function flattened(node: RootContent): RootContent {
  const text = { type: "text" as const, value: textOf(node) };
  if (PHRASING.has(node.type)) return text;
  const paragraph = { type: "paragraph" as const, children: [text] };
  return node.type === "listItem" ? { type: "listItem", spread: false, children: [paragraph] } : paragraph;
}

export default function nestingLimit() {
  return (tree: Root) => {
    const pending: [Parent, number][] = [[tree, 0]];
    while (pending.length > 0) {
      const [parent, depth] = pending.pop()!;
      parent.children.forEach((child, index) => {
        const nested = NESTING.has(child.type) ? depth + 1 : depth;
        if (nested > MAX_NESTING) {
          parent.children[index] = flattened(child) as (typeof parent.children)[number];
          // A tight item would run its text into the flattened paragraph's.
          if (parent.type === "listItem") (parent as ListItem).spread = true;
        } else if ("children" in child) pending.push([child, nested]);
      });
    }
  };
}
