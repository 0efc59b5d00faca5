import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditorIntro } from "@/components/editor/EditorIntro";
import { EditorStatus } from "@/components/editor/EditorStatus";
import { editedEventOf } from "@/components/editor/events/edited-event";
import { dateTimeLabel } from "@/lib/events/event-dates";
import { eventFormLabels } from "@/components/editor/events/event-form-labels";
import { EventForm } from "@/components/editor/events/EventForm";
import { requireEditorEvent } from "@/components/editor/events/require-editor-event";
import { storedPhotoOf } from "@/components/editor/photo/stored-photo";
import { EVENTS_EDITOR_PATH } from "@/lib/editor/editor-paths";
import { site } from "@/lib/site";
import { eventPath } from "@/lib/urls";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("EditorEvents.form");
  return { title: `${t("editPageTitle")} | ${site.product}` };
}

// GET /editor/eventos/{id} - an event's form, its changes sent to PATCH /edmNews/events/{id} with If-Match
export default async function EditEventPage({ params }: PageProps<"/editor/eventos/[id]">) {
  const { id } = await params;
  const { session, event } = await requireEditorEvent("/editor/eventos/[id]", id);
  const [t, labels, photo] = await Promise.all([
    getTranslations("EditorEvents.form"),
    eventFormLabels(),
    storedPhotoOf(event.image),
  ]);
  const previousStart = event.previousStartsAt && dateTimeLabel(event.previousStartsAt, event.timeZone);
  return (
    <div className="container">
      <EditorIntro
        title={event.name}
        lead={t("editLead")}
        links={[
          { href: EVENTS_EDITOR_PATH, label: t("toEvents") },
          { href: eventPath(event.id), label: t("viewPage") },
        ]}
      />
      <EditorStatus publishingToken={session.publishingToken}>
        <EventForm
          key={event.id}
          stored={editedEventOf(event)}
          photo={photo}
          previousStart={previousStart}
          labels={labels}
        />
      </EditorStatus>
    </div>
  );
}
