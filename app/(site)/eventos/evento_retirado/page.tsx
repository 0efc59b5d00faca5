// What readers see at the address of a deleted event: the server answers it as 410 Gone
// (server/answers/retired-posts.ts), so search engines drop the address.
import { MissingEvent } from "@/components/events/MissingEvent";
import { missingEventMetadata } from "@/components/events/event-metadata";

export const generateMetadata = () => missingEventMetadata("gone");

export default function DeletedEventPage() {
  return <MissingEvent reason="gone" />;
}
