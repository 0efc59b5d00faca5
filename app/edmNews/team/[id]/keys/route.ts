// GET /edmNews/team/{id}/keys - a person's API keys in use (an Administrador's session)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { memberIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { listKeys } from "@/lib/keys/api-keys";

type Context = RouteContext<"/edmNews/team/[id]/keys">;

export const GET = apiRoute<undefined, Context>({ route: "/edmNews/team/[id]/keys" }, async ({ context }) =>
  NextResponse.json(await listKeys(await memberIdOf(context))),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
