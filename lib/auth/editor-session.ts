import { cookies } from "next/headers";
import { sessionCookieName } from "./cookie";
import { isLiveSession } from "./session";

/** For server components: does this request carry a live editor session? Reading cookies makes the page dynamic. */
export async function hasEditorSession(): Promise<boolean> {
  const jar = await cookies();
  return isLiveSession(jar.get(sessionCookieName())?.value);
}
