import type { Metadata, ResolvingMetadata } from "next";
import { PastEvents } from "@/components/events/PastEvents";
import { pastEventsMetadata } from "@/components/events/event-metadata";
import { NotFoundAnswer } from "@/components/not-found/NotFoundAnswer";
import { missingPageMetadata } from "@/lib/seo/page-metadata";
import { readPastPage } from "@/lib/events/past-page";

// /eventos/pasados?page=N is rewritten here (next.config.ts); each page renders on its first visit, then is cached.
export const dynamicParams = true;

export function generateStaticParams(): { page: string }[] {
  return [];
}

type Props = PageProps<"/eventos/pasados/pages/[page]">;

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  const past = await readPastPage((await params).page);
  return past ? pastEventsMetadata(past.page, parent) : missingPageMetadata("notFound");
}

export default async function PastEventsPageN({ params }: Props) {
  const past = await readPastPage((await params).page);
  if (!past) return <NotFoundAnswer />;
  return <PastEvents events={past.events} page={past.page} pages={past.pages} />;
}
