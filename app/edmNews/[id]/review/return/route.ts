// POST /edmNews/{id}/review/return - an Editor sends a draft waiting for review back to its writer, with a note
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { postIdOf } from "@/lib/api/post-id";
import { apiRoute } from "@/lib/api/route";
import { returnFromReview } from "@/lib/newsroom/review";
import { reviewNoteSchema } from "@/lib/validations/review";
import type { z } from "@/lib/zod";

export const POST = apiRoute<z.infer<typeof reviewNoteSchema>, RouteContext<"/edmNews/[id]/review/return">>(
  { route: "/edmNews/[id]/review/return", body: reviewNoteSchema },
  async ({ body, context, by }) => {
    const id = await postIdOf(context);
    const { note, createdAt } = await returnFromReview(id, { id: by.savedById, role: by.role }, body.note);
    return NextResponse.json({ id, review: "returned", note: { note, createdAt } }, { status: 201 });
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
