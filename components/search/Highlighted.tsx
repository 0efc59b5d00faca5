import type { Segment } from "@/lib/search/excerpt";

/** Text with the reader's words in <mark>: React escapes every segment, so a post's text stays text. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map(({ text, match }, index) => (match ? <mark key={index}>{text}</mark> : text));
}
