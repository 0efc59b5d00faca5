// Untrusted Markdown may nest quotes, lists or emphasis thousands deep in a few kilobytes ("> > > …"), and every
// later step of the pipeline walks the tree recursively. Past MAX_NESTING levels a construct reads as its plain
// text. Written without recursion, as it has to survive the trees it cuts. Text that nests far deeper is never parsed
// at all (lib/story/parse-cost.ts).
import type { ListItem, Nodes, Parent, Root, RootContent } from "mdast";

export const MAX_NESTING = 32;

const PHRASING = new Set(["emphasis", "strong", "delete", "link", "linkReference"]);
const NESTING = new Set([...PHRASING, "blockquote", "list", "listItem", "footnoteDefinition"]);

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
