"use server";
// The id a post's title or an event's name suggests, made on the server: the transliteration that spells every
// script in Latin (lib/text/slug.ts) is tables no browser should download.
import { editorSessionWith } from "@/lib/auth/editor-session";
import { ACTION_RULES } from "@/lib/team/route-rules";
import { slugOf } from "@/lib/text/slug";
import { SLUG_MAX_LENGTH, TITLE_MAX_LENGTH } from "@/lib/validations/post-fields";

/**
 * "¡Bahidorá 2025: Año Único!" -> "bahidora-2025-ano-unico"; null for anyone who may not write, and for text longer
 * than a title or a name may be (no form sends it).
 */
export async function suggestId(text: string): Promise<string | null> {
  if (typeof text !== "string" || text.length > TITLE_MAX_LENGTH) return null;
  if (!(await editorSessionWith(ACTION_RULES.suggestId))) return null;
  return slugOf(text, SLUG_MAX_LENGTH);
}
