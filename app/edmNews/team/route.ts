// GET /edmNews/team - the newsroom's people; POST invites one (an Administrador's session)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { invite } from "@/lib/members/invitations";
import { listMembers } from "@/lib/members/members";
import { invitationSchema } from "@/lib/validations/team";
import type { z } from "@/lib/zod";

export const GET = apiRoute({ route: "/edmNews/team" }, async () => NextResponse.json(await listMembers()));

export const POST = apiRoute<z.infer<typeof invitationSchema>>(
  { route: "/edmNews/team", body: invitationSchema },
  async ({ body, by }) => {
    const id = await invite(body, by.savedById);
    return NextResponse.json({ id }, { status: 201, headers: { Location: `/edmNews/team/${id}` } });
  },
);

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
