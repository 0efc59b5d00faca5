import "server-only";
import { notFound } from "next/navigation";
import { editEventPath } from "@/lib/editor/editor-paths";
import { requireEvent } from "@/lib/events/stored-event";
import { postIdSchema } from "@/lib/validations/post";
import { requireEditor } from "../require-editor";

/** The session and the event of /editor/eventos/{id}; a 404 when no event has the id (or had it, and was deleted). */
export async function requireEditorEvent(page: "/editor/eventos/[id]", id: string) {
  const session = await requireEditor(page, editEventPath(id));
  const event = postIdSchema.safeParse(id).success ? await requireEvent(id).catch(() => null) : null;
  if (!event) notFound();
  return { session, event };
}
