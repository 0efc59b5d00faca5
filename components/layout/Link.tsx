import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's links: Next.js's, without fetching ahead. By default every link in view fetches its page's data and code
 * before any click: 12 to 18 requests for each page a reader opens here, which a phone on a festival's crowded network
 * pays in data and every app server in renders, mostly for pages the reader never opens. A click asks for the page
 * then, from the page cache.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
