import Link from "@/components/layout/Link";
import type { ReactNode } from "react";

/** A file of the site (a photo, the feed) is no page: it opens as any link does. */
const FILE = /\.[a-z0-9]+$/i;

/**
 * The path of one of the site's own pages, or null: a root-relative link, or an absolute one to SITE_URL's origin.
 * A link relative to the story's own address ("otra-nota", "#arriba") stays a plain link.
 */
export function ownPagePath(href: string, siteUrl: string): string | null {
  const rootRelative = href.startsWith("/") && !href.startsWith("//");
  let url: URL;
  try {
    url = new URL(href, siteUrl);
  } catch {
    return null;
  }
  const own = rootRelative || (/^https?:\/\//i.test(href) && url.origin === new URL(siteUrl).origin);
  if (!own || FILE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link in a story: the site's own pages navigate on the client, links leaving the site carry rel="noopener". */
export function StoryLink({
  href,
  title,
  siteUrl,
  children,
}: {
  href: string;
  title?: string;
  siteUrl: string;
  children?: ReactNode;
}) {
  const path = ownPagePath(href, siteUrl);
  if (path) {
    return (
      <Link href={path} title={title}>
        {children}
      </Link>
    );
  }
  const leaves = /^(?:https?:)?\/\//i.test(href);
  return (
    <a href={href} title={title} rel={leaves ? "noopener" : undefined}>
      {children}
    </a>
  );
}
