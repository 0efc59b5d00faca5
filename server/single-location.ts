// Next.js 16.4 appends the headers of a page it has just rendered into its page cache to those the render already set,
// so a redirect rendered there (a topic's or an author's former slug) was answered with its Location twice, which
// fetch and proxies join into "/tema/techno, /tema/techno" (vercel/next.js#82117). The server entry gives every
// response this guard: a Location equal to the one already set is not added again.
import type { ServerResponse } from "node:http";

export function keepOneLocation(response: ServerResponse): void {
  const appendHeader = response.appendHeader.bind(response);
  response.appendHeader = (name: string, value: string | readonly string[]) => {
    const repeated = name.toLowerCase() === "location" && String(response.getHeader("location")) === String(value);
    return repeated ? response : appendHeader(name, value);
  };
}
