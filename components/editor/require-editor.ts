// The editor pages' gate. Not in lib/editor: lib/auth reads the publishing token's header name from there, and
// lib/editor reading the session from lib/auth would make the two parts import each other.
import "server-only";
import { forbidden, notFound, redirect } from "next/navigation";
import { editorSession } from "@/lib/auth/editor-session";
import { FACTOR_SETUP_PATH } from "@/lib/editor/editor-paths";
import { mustAddFactorFirst, sessionHolds } from "@/lib/team/rights";
import { pageRule, type GuardedPage } from "@/lib/team/route-rules";
import { getEditablePost } from "@/lib/newsroom/editable-post";
import { opensPost, publishesPost } from "@/lib/newsroom/post-rights";
import { postIdSchema } from "@/lib/validations/post";

/**
 * The session of a page held by its row of lib/team/route-rules.ts: the login page when there is none (it sends the
 * person back to `path` after signing in), their account page when they must first add a second factor, a 403
 * (app/forbidden.tsx) when their role does not hold the page's right.
 */
export async function requireEditor(page: GuardedPage, path: string) {
  const session = await editorSession();
  if (!session) redirect(`/login?next=${encodeURIComponent(path)}`);
  const right = pageRule(page);
  if (mustAddFactorFirst(session, right)) redirect(FACTOR_SETUP_PATH);
  if (!sessionHolds(session, right)) forbidden();
  return session;
}

type PostPage = Extract<GuardedPage, `/editor/posts/${string}`>;

/**
 * The session and the post, in any state, of a page under /editor/posts/{id}: a 404 when no post has the id, a 403 when
 * it is not one the person may open (lib/newsroom/post-rights.ts).
 */
export async function requireEditorPost(page: PostPage, id: string, path: string) {
  const session = await requireEditor(page, path);
  const post = postIdSchema.safeParse(id).success ? await getEditablePost(id) : null;
  if (!post) notFound();
  if (!(await opensPost(session.account, post.id))) forbidden();
  return { session, post };
}

/**
 * As requireEditorPost, for a page that writes the post's live coverage: a 403 too for a person who opens the post but
 * may not publish it (a Colaborador), as the API refuses them its updates.
 */
export async function requireEditorLiveCoverage(page: PostPage, id: string, path: string) {
  const opened = await requireEditorPost(page, id, path);
  if (!(await publishesPost(opened.session.account, opened.post.id))) forbidden();
  return opened;
}
