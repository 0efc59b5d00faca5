// POST /edmNews/createNews - publish a post, or keep it as a draft or schedule it (Basic auth or an editor session)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { etagHeaders } from "@/lib/api/post-answer";
import { apiRoute } from "@/lib/api/route";
import { createPost } from "@/lib/newsroom/create-post";
import { refreshPagesOf } from "@/lib/newsroom/refresh";
import { newPostSchema } from "@/lib/validations/post";

export const POST = apiRoute({ access: "publisher", body: newPostSchema }, async ({ body, by }) => {
  const saved = await createPost({ ...body, savedBy: by });
  refreshPagesOf(saved);
  const { id, title, description, image, date, introduction, climax, conclusion, author, topics } = saved.post;
  // The body the specification's clients have always had: the nine stored fields; the topics only to who sent some.
  return NextResponse.json(
    {
      ...{ id, title, description, image, date, introduction, climax, conclusion, author },
      ...(body.topics !== undefined && { topics }),
    },
    { status: 201, headers: { Location: `/edmNews/${id}`, ...etagHeaders(saved.post) } },
  );
});

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
