// The editor pages' gate. Not in lib/editor: lib/auth reads the publishing token's header name from there, and
// lib/editor reading the session from lib/auth would make the two parts import each other.
import "server-only";
import { notFound, redirect } from "next/navigation";
import { editorSession } from "@/lib/auth/editor-session";
import { getEditablePost } from "@/lib/newsroom/editable-post";
import { postIdSchema } from "@/lib/validations/post";

/** An editor page's session, or the login page, which sends the editor back to `path` after signing in. */
export async function requireEditor(path: string) {
  const session = await editorSession();
  if (!session) redirect(`/login?next=${encodeURIComponent(path)}`);
  return session;
}

/** The session and the post, in any state, of a page under /editor/posts/{id}; a 404 when no post has the id. */
export async function requireEditorPost(id: string, path: string) {
  const session = await requireEditor(path);
  const post = postIdSchema.safeParse(id).success ? await getEditablePost(id) : null;
  if (!post) notFound();
  return { session, post };
}
