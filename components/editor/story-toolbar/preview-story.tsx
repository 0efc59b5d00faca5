"use server";
// The form's "Vista previa": the body drawn by the post page's own renderer, on the server, for the editor only.
import { StoryBody } from "@/components/story/StoryBody";
import { editorSessionWith } from "@/lib/auth/editor-session";
import { ACTION_RULES } from "@/lib/team/route-rules";
import { BODY_FIELDS, BODY_MAX_LENGTH } from "@/lib/validations/post-fields";

const bodyOf = (fields: unknown): string[] | null =>
  Array.isArray(fields) &&
  fields.length === BODY_FIELDS.length &&
  fields.every((field) => typeof field === "string" && field.length <= BODY_MAX_LENGTH)
    ? (fields as string[])
    : null;

/** The three body fields as readers will read them; null for anyone who may not write, or for a body no form sends. */
export async function previewStory(fields: string[]) {
  const body = bodyOf(fields);
  if (!body || !(await editorSessionWith(ACTION_RULES.previewStory))) return null;
  // Drawn by React in the browser, so style attributes are set through the DOM, which the editor's policy allows;
  // the answer brings no client component (a player or the script-styled frame would not be in the form's bundle).
  return <StoryBody fields={body} playable={false} />;
}
