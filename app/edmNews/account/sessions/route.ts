// DELETE /edmNews/account/sessions - "Cerrar las demás sesiones": every session of the person but this one ends
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { sessionTokenFrom } from "@/lib/auth/cookie";
import { endOtherSessions } from "@/lib/auth/session";

export const DELETE = apiRoute({ route: "/edmNews/account/sessions" }, async ({ request, by }) => {
  // The rule admits an editor session only, so the request carries one: the one kept.
  const ended = await endOtherSessions(by.savedById, sessionTokenFrom(request.headers.get("cookie"))!);
  return NextResponse.json({ ended });
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
