// POST /edmNews/{id}/review - its owner, a Colaborador or an Autor, sends a draft to the Editors' review
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { postIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { requestReview } from "@/lib/newsroom/review";

export const POST = apiRoute<undefined, RouteContext<"/edmNews/[id]/review">>(
  { route: "/edmNews/[id]/review" },
  async ({ context, by }) => {
    const id = await postIdOf(context);
    const requestedAt = await requestReview(id, { id: by.savedById, role: by.role });
    return NextResponse.json({ id, review: "review", requestedAt });
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
