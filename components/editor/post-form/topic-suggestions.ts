import { PUBLISHING_TOKEN_HEADER } from "@/lib/editor-credential-names";
import type { TopicRef } from "@/lib/newsroom/post-topics";

/**
 * The existing topics matching what the editor typed (GET /edmNews/topics), asked with the page's session and
 * publishing token like every call of the form; none when the server cannot answer, so typing is never blocked.
 */
export async function fetchTopicSuggestions(
  typed: string,
  publishingToken: string | null,
  signal: AbortSignal,
): Promise<TopicRef[]> {
  try {
    const response = await fetch(`/edmNews/topics?q=${encodeURIComponent(typed)}`, {
      headers: publishingToken ? { [PUBLISHING_TOKEN_HEADER]: publishingToken } : {},
      credentials: "same-origin",
      signal,
    });
    if (!response.ok) return [];
    return ((await response.json()) as { topics: TopicRef[] }).topics;
  } catch {
    return [];
  }
}
