// What readers see at the address of a post that was removed: the server answers it as 410 Gone
// (server/answers/retired-posts.ts), so search engines drop the address.
import { MissingPost } from "@/components/post/MissingPost";
import { goneMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = goneMetadata;

export default function RemovedPostPage() {
  return <MissingPost reason="gone" />;
}
