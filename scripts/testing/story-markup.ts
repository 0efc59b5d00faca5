// What StoryBody sends a reader, as HTML: its React tree prerendered the way the server renders a page. The test
// file gives next-intl/server's getTranslations the site's own messages (it needs Next.js's request otherwise).
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";

export async function markupOf(element: ReactNode | Promise<ReactNode>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(await element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
