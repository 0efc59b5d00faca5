// GET /edmNews/{id}/revisions - every saved version of a post, newest first (Basic auth)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { postIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { missingPost } from "@/lib/newsroom/editable-post";
import { listRevisions } from "@/lib/newsroom/revisions";

export const GET = apiRoute<undefined, RouteContext<"/edmNews/[id]/revisions">>(
  { route: "/edmNews/[id]/revisions" },
  async ({ context }) => {
    const id = await postIdOf(context);
    const revisions = await listRevisions(id);
    if (!revisions) throw await missingPost(id);
    return NextResponse.json(revisions);
  },
);

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
