import { toHtml } from "hast-util-to-html";
import messages from "@/messages/es.json";
import { storyTree } from "@/lib/story/story-tree";
import { markupOf } from "@/scripts/testing/story-markup";
import { FormatHelp } from "./FormatHelp";

const help = messages.StoryToolbar.help;

describe("the Formato panel", () => {
  it("shows ## for a heading and ### for a smaller one, as the renderer draws them", async () => {
    const html = await markupOf(<FormatHelp labels={help} />);
    expect(html).toContain("<dt>Subtítulo (# o ##)</dt><dd><code>## Line-up</code></dd>");
    expect(html).toContain("<dt>Subtítulo menor (### o más)</dt><dd><code>### Escenario principal</code></dd>");
    const [heading, smaller] = await Promise.all(
      help.items.slice(0, 2).map(async ({ write }) => toHtml(await storyTree(write))),
    );
    expect(heading).toBe("<h2>Line-up</h2>");
    expect(smaller).toBe("<h3>Escenario principal</h3>");
  });
});
