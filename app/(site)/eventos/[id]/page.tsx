import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EventArticle } from "@/components/events/EventArticle";
import { eventMetadata, missingEventMetadata } from "@/components/events/event-metadata";
import { MissingEvent } from "@/components/events/MissingEvent";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { BreadcrumbJsonLd } from "@/components/seo/BreadcrumbJsonLd";
import { JsonLd } from "@/components/seo/JsonLd";
import { ShareButtons } from "@/components/share/ShareButtons";
import { findShownEvent, readEventPage } from "@/lib/events/event-page";
import { eventJsonLd } from "@/lib/seo/event-json-ld";
import { absoluteUrl, eventPath } from "@/lib/urls";

// Every event renders on its first visit, then is served from the cache until the event or a post changes. A deleted
// event's address never gets here: the server marks it and it is answered 410 (server/answers/retired-posts.ts).
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/eventos/[id]">): Promise<Metadata> {
  const event = await findShownEvent((await params).id);
  return event ? eventMetadata(event) : missingEventMetadata("notFound");
}

export default async function EventPage({ params }: PageProps<"/eventos/[id]">) {
  const page = await readEventPage((await params).id);
  if (!page)
    return (
      <NotFoundAnswer>
        <MissingEvent reason="notFound" />
      </NotFoundAnswer>
    );
  const { event } = page;
  const t = await getTranslations("EventPage");
  return (
    <>
      <JsonLd data={eventJsonLd(event)} />
      <BreadcrumbJsonLd section="events" page={{ name: event.name, path: eventPath(event.id) }} />
      <EventArticle {...page} />
      <ShareButtons title={event.name} url={absoluteUrl(eventPath(event.id))} heading={t("share")} />
    </>
  );
}
