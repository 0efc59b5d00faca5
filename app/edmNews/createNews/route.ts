// POST /edmNews/createNews - publish a post, or keep it as a draft or schedule it (Basic auth or an editor session)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { createdPostOf, etagHeaders } from "@/lib/api/post-answer";
import { apiRoute } from "@/lib/api/route";
import { createPost } from "@/lib/newsroom/create-post";
import { refreshPagesOf } from "@/lib/newsroom/refresh";
import { bodyFieldsOf, newPostSchema } from "@/lib/api/post-writes";

export const POST = apiRoute(
  { route: "/edmNews/createNews", body: newPostSchema, markdown: bodyFieldsOf },
  async ({ body, by }) => {
    const saved = await createPost({ ...body, ...by });
    await refreshPagesOf(saved);
    const sent = { topics: body.topics !== undefined, event: body.event !== undefined, live: body.live !== undefined };
    return NextResponse.json(createdPostOf(saved.post, sent), {
      status: 201,
      headers: { Location: `/edmNews/${saved.post.id}`, ...etagHeaders(saved.post) },
    });
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
