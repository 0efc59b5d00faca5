// POST /edmNews/createNews - publish a post (Basic auth or an editor session from this site)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { createPost } from "@/lib/newsroom/create-post";
import { refreshAfterChange } from "@/lib/revalidate";
import { postInputSchema } from "@/lib/validations/post";

export const POST = apiRoute({ access: "publisher", body: postInputSchema }, async ({ body }) => {
  const { publishedAt: _publishedAt, updatedAt: _updatedAt, ...post } = await createPost({ ...body, savedBy: "api" });
  refreshAfterChange([post.id]);
  return NextResponse.json(post, { status: 201, headers: { Location: `/edmNews/${post.id}` } });
});

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
