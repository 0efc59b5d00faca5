import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { eventNoticeOf } from "@/components/editor/events/event-api";
import { EventTable } from "@/components/editor/events/EventTable";
import { requireEditor } from "@/components/editor/require-editor";
import { EDITOR_PATH, EVENTS_EDITOR_PATH, NEW_EVENT_PATH } from "@/lib/editor/editor-paths";
import { listEvents } from "@/lib/events/list-events";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("EditorEvents.list");
  return { title: `${t("pageTitle")} | ${site.product}` };
}

// GET /editor/eventos - every event of the guide: the upcoming ones soonest first, then the past ones newest first
export default async function EventsEditorPage({ searchParams }: PageProps<"/editor/eventos">) {
  const session = await requireEditor("/editor/eventos", EVENTS_EDITOR_PATH);
  const now = new Date();
  const [t, upcoming, past] = await Promise.all([
    getTranslations("EditorEvents.list"),
    listEvents("upcoming", {}, now),
    listEvents("past", {}, now),
  ]);
  const notice = eventNoticeOf((await searchParams).aviso);
  return (
    <div className="container">
      <EditorIntro
        title={t("title")}
        lead={t("lead")}
        links={[
          { href: NEW_EVENT_PATH, label: t("newEvent") },
          { href: EDITOR_PATH, label: t("toDashboard") },
        ]}
        current="events"
      />
      <EditorStatus publishingToken={session.publishingToken} notice={notice && t(`notices.${notice}`)}>
        <p>{t("count", { count: upcoming.length + past.length })}</p>
        {upcoming.length + past.length === 0 ? <p>{t("empty")}</p> : null}
        {upcoming.length > 0 ? <EventTable events={upcoming} caption={t("upcoming")} /> : null}
        {past.length > 0 ? <EventTable events={past} caption={t("past")} /> : null}
      </EditorStatus>
    </div>
  );
}
