import "server-only";
import { getTranslations } from "next-intl/server";
import type { messages } from "@/lib/i18n/messages";
import { EVENT_KINDS, EVENT_STATUSES } from "@/lib/validations/event-fields";
import { EVENT_TIME_ZONES } from "@/lib/validations/event-fields";
import { FIELD_CODES, type FieldCode } from "@/lib/validations/field-problems";
import { imageFieldLabels } from "../photo/image-field-labels";
import type { ImageFieldLabels } from "../photo/ImageField";
import type { StoryToolbarLabels } from "../story-toolbar/StoryToolbar";
import { storyToolbarLabels } from "../story-toolbar/story-toolbar-labels";
import type { EventErrorLabels } from "./event-field-errors";
import { zoneLabel } from "./zone-labels";

type Words = (typeof messages)["EditorEvents"];
export type Option = { value: string; label: string };

/** The form's words as written in messages/es.json, their {placeholders} filled in the browser (say.ts). */
export type EventFormLabels = {
  form: Words["form"];
  lineup: Words["lineup"];
  kinds: Option[];
  statuses: Option[];
  /** Mexico's zones, each "Ciudad de México (UTC−6)". */
  zones: Option[];
  errors: EventErrorLabels;
  photo: ImageFieldLabels;
  toolbar: StoryToolbarLabels;
};

/** The event form's words, for creating and editing alike. Offsets are today's: the page is read for this request. */
export async function eventFormLabels(now = new Date()): Promise<EventFormLabels> {
  const [t, toolbar, photo] = await Promise.all([
    getTranslations("EditorEvents"),
    storyToolbarLabels(),
    imageFieldLabels(),
  ]);
  const form = t.raw("form") as Words["form"];
  return {
    form,
    lineup: t.raw("lineup") as Words["lineup"],
    kinds: EVENT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
    statuses: EVENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
    zones: EVENT_TIME_ZONES.map((zone) => ({ value: zone, label: zoneLabel(t(`zones.${zone}`), zone, now) })),
    errors: {
      codes: Object.fromEntries(FIELD_CODES.map((code) => [code, t(`errors.${code}`)])) as Record<FieldCode, string>,
      ranges: t.raw("rangeErrors") as Words["rangeErrors"],
    },
    photo,
    // The toolbar's words speak of a post's three body fields; the event has one description.
    toolbar: {
      ...toolbar,
      help: { ...toolbar.help, lead: form.helpLead },
      preview: { ...toolbar.preview, title: form.previewTitle, empty: form.previewEmpty },
    },
  };
}
