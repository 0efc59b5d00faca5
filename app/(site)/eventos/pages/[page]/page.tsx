import type { Metadata, ResolvingMetadata } from "next";
import { EventsGuide } from "@/components/events/EventsGuide";
import { guideMetadata } from "@/components/events/event-metadata";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { readGuidePage } from "@/lib/events/guide-page";
import { missingPageMetadata } from "@/lib/seo/page-metadata";

// /eventos?page=N is rewritten here (next.config.ts); each page renders on its first visit, then is cached.
export const dynamicParams = true;

export function generateStaticParams(): { page: string }[] {
  return [];
}

type Props = PageProps<"/eventos/pages/[page]">;

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  const guide = await readGuidePage((await params).page);
  return guide ? guideMetadata({}, undefined, parent, guide.page) : missingPageMetadata("notFound");
}

export default async function EventsPageN({ params }: Props) {
  const guide = await readGuidePage((await params).page);
  if (!guide) return <NotFoundAnswer />;
  return <EventsGuide guide={guide} filter={{}} />;
}
