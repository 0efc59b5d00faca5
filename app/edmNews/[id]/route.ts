// GET /edmNews/{id} - one post (Basic auth)
import { NextResponse } from "next/server";
import { authorizeApiReader } from "@/lib/api/authorize";
import { toErrorResponse } from "@/lib/api/errors";
import { ApiError } from "@/lib/http/api-error";
import { getPost } from "@/lib/posts";
import { postIdSchema } from "@/lib/validations/post";

const notFound = (id: string) => new ApiError(404, "not_found", `No post has the id "${id}".`);

export async function GET(request: Request, { params }: RouteContext<"/edmNews/[id]">) {
  try {
    await authorizeApiReader(request);
    const { id } = await params;
    if (!postIdSchema.safeParse(id).success) throw notFound(id);
    const post = await getPost(id);
    if (!post) throw notFound(id);
    const { image, title, introduction, climax, conclusion, author, date } = post;
    return NextResponse.json(
      { id, image, title, introduction, climax, conclusion, author, date },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return toErrorResponse(error);
  }
}

import { otherMethods } from "@/lib/api/methods";

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
