// POST /edmNews/createNews - publish a post (Basic auth or an editor session from this site)
import { NextResponse } from "next/server";
import { requirePublisher } from "@/lib/api/authorize";
import { ApiError, toErrorResponse } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/read-json";
import { createPost } from "@/lib/posts";
import { refreshAfterChange } from "@/lib/revalidate";
import { fieldErrors, postInputSchema } from "@/lib/validations/post";

export async function POST(request: Request) {
  try {
    await requirePublisher(request);
    const parsed = postInputSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) {
      throw new ApiError(400, "validation", "Some fields are missing or invalid.", fieldErrors(parsed.error));
    }
    const { createdAt: _createdAt, ...post } = await createPost(parsed.data);
    refreshAfterChange([post.id]);
    return NextResponse.json(post, {
      status: 201,
      headers: { Location: `/edmNews/${post.id}`, "Cache-Control": "no-store" },
    });
  } catch (error) {
    return toErrorResponse(error);
  }
}

import { otherMethods } from "@/lib/api/methods";

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
