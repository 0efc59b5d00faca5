import "server-only";
import { redirect } from "next/navigation";
import { editorSession } from "@/lib/auth/editor-session";

/** An editor page's session, or the login page, which sends the editor back to `path` after signing in. */
export async function requireEditor(path: string) {
  const session = await editorSession();
  if (!session) redirect(`/login?next=${encodeURIComponent(path)}`);
  return session;
}
