// DELETE /edmNews/team/{id}/factors - an Administrador removes a person's authenticator app, recovery codes and
// passkeys, and ends their sessions: the recovery of someone who lost every factor
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { memberIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { resetFactors } from "@/lib/members/factor-reset";

type Context = RouteContext<"/edmNews/team/[id]/factors">;

export const DELETE = apiRoute<undefined, Context>({ route: "/edmNews/team/[id]/factors" }, async ({ context, by }) => {
  await resetFactors(await memberIdOf(context), by.savedById);
  return new NextResponse(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
