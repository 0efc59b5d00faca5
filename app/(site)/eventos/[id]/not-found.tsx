import { MissingEvent } from "@/components/events/MissingEvent";

export default function EventNotFound() {
  return <MissingEvent reason="notFound" />;
}
