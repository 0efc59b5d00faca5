// What the site makes of a few Markdown constructs before the tree becomes HTML: headings are h2 and h3 (the page has one h1), raw HTML and
// code blocks read as the text they are, footnotes as what was typed, and a URL's scheme is compared lowercased.
import type { Paragraph, Parent, PhrasingContent, Root, RootContent } from "mdast";
import { SKIP, visit } from "unist-util-visit";

/**
 * `#` and `##` are the story's h2 (the page's one h1 is its title), `###` and deeper its h3: an editor who writes `##`
 * for a section and `###` under it, as WordPress, Ghost and GitHub read them, keeps the hierarchy, and the outline never
 * skips a level.
 */
const headingDepth = (depth: number) => (depth <= 2 ? 2 : 3);

/** `HTTPS://…` and `https://…` are one scheme; the sanitiser compares them as written. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
export const withLowercaseScheme = (url: string) => url.replace(SCHEME, (scheme) => scheme.toLowerCase());

const PHRASING_PARENTS = new Set([
  "paragraph",
  "heading",
  "tableCell",
  "emphasis",
  "strong",
  "delete",
  "link",
  "linkReference",
]);

const paragraphOf = (children: PhrasingContent[]): Paragraph => ({ type: "paragraph", children });

/** The node to put in its place, or undefined to keep it. */
function replacement(node: RootContent, parent: Parent): RootContent[] | undefined {
  const inBlock = !PHRASING_PARENTS.has(parent.type);
  switch (node.type) {
    case "html": {
      const text = { type: "text" as const, value: node.value };
      return [inBlock ? paragraphOf([text]) : text];
    }
    case "code":
      return [paragraphOf([{ type: "text", value: node.value }])];
    case "footnoteReference":
      return [{ type: "text", value: `[^${node.label ?? node.identifier}]` }];
    case "footnoteDefinition": {
      const [first, ...rest] = node.children;
      const label = { type: "text" as const, value: `[^${node.label ?? node.identifier}]: ` };
      const lead = first?.type === "paragraph" ? paragraphOf([label, ...first.children]) : paragraphOf([label]);
      return [lead, ...(first?.type === "paragraph" ? rest : node.children)];
    }
  }
}

export default function markdownRules() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === "heading") node.depth = headingDepth(node.depth);
      if (node.type === "listItem") node.checked = null;
      if (node.type === "link" || node.type === "image" || node.type === "definition") {
        node.url = withLowercaseScheme(node.url);
      }
      const replaced = parent && index !== undefined ? replacement(node as RootContent, parent) : undefined;
      if (!replaced || !parent || index === undefined) return;
      parent.children.splice(index, 1, ...(replaced as typeof parent.children));
      return [SKIP, index];
    });
  };
}
