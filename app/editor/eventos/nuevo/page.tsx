import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { eventFormLabels } from "@/components/editor/events/event-form-labels";
import { EventForm } from "@/components/editor/events/EventForm";
import { requireEditor } from "@/components/editor/require-editor";
import { EVENTS_EDITOR_PATH, NEW_EVENT_PATH } from "@/lib/editor/editor-paths";
import { site } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("EditorEvents.form");
  return { title: `${t("newPageTitle")} | ${site.product}` };
}

// GET /editor/eventos/nuevo - the form of a new event, sent to POST /edmNews/events
export default async function NewEventPage() {
  const session = await requireEditor("/editor/eventos/nuevo", NEW_EVENT_PATH);
  const [t, labels] = await Promise.all([getTranslations("EditorEvents.form"), eventFormLabels()]);
  return (
    <div className="container">
      <EditorIntro
        title={t("newTitle")}
        lead={t("newLead")}
        links={[{ href: EVENTS_EDITOR_PATH, label: t("toEvents") }]}
      />
      <EditorStatus publishingToken={session.publishingToken}>
        <EventForm stored={null} photo={null} previousStart={null} labels={labels} />
      </EditorStatus>
    </div>
  );
}
