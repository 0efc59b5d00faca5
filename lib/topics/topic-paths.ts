// The public addresses of topics.
export const TOPICS_PATH = "/tema";

export const topicPath = (slug: string) => `${TOPICS_PATH}/${slug}`;

/** A topic's list: /tema/{slug}, then /tema/{slug}?page=N (next.config.ts rewrites it), like the news list. */
export const topicPagePath = (slug: string) => (page: number) =>
  page <= 1 ? topicPath(slug) : `${topicPath(slug)}?page=${page}`;

export const topicFeedPath = (slug: string) => `${topicPath(slug)}/feed.xml`;
