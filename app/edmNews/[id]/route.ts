// GET /edmNews/{id} - one post (Basic auth)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { ApiError } from "@/lib/http/api-error";
import { getPost } from "@/lib/posts";
import { postIdSchema } from "@/lib/validations/post";

const notFound = (id: string) => new ApiError(404, "not_found", `No post has the id "${id}".`);

export const GET = apiRoute({ access: "reader" }, async ({ context }: { context: RouteContext<"/edmNews/[id]"> }) => {
  const { id } = await context.params;
  if (!postIdSchema.safeParse(id).success) throw notFound(id);
  const post = await getPost(id);
  if (!post) throw notFound(id);
  const { image, title, introduction, climax, conclusion, author, date } = post;
  return NextResponse.json({ id, image, title, introduction, climax, conclusion, author, date });
});

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
