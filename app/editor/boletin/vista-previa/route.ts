// GET /editor/boletin/vista-previa - the next edition's mail, as the editor's address would get it, for the frame of
// the boletín's page (the editor's session); proxy.ts gives it the mail's own Content-Security-Policy
import { editorRoute } from "@/lib/auth/editor-route";
import { credentials } from "@/lib/credentials";
import { ApiError } from "@/lib/http/api-error";
import { errorResponse } from "@/lib/http/error-answer";
import { nextEditionContent } from "@/lib/newsletter/edition-content";
import { editionMessage } from "@/lib/newsletter/edition-mail";

export const dynamic = "force-dynamic";

const signedOut = () => errorResponse(new ApiError("not_found", "No page has this address."));

export const GET = editorRoute("/editor/boletin/vista-previa", signedOut, async () => {
  const now = new Date();
  const message = editionMessage(await nextEditionContent(now), credentials().adminEmail, now);
  return new Response(message.html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
});
