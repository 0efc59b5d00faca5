// GET /edmNews - the news list, newest first (Basic auth); optional ?limit=&offset=, ?status= for every state, ?q= to search
import { NextResponse } from "next/server";
import { jsonArrayStream } from "@/lib/api/json-array-stream";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute, validated } from "@/lib/api/route";
import { eachPostInState, listPostsInState } from "@/lib/newsroom/posts-by-state";
import { eachPostSummary, listPosts } from "@/lib/posts";
import { searchSummaries } from "@/lib/search/search-posts";
import { listQuerySchema } from "@/lib/validations/list-query";

const streamed = (batches: AsyncIterable<unknown[]>) =>
  new Response(jsonArrayStream(batches), { headers: { "Content-Type": "application/json" } });

export const GET = apiRoute({ route: "/edmNews" }, async ({ request }) => {
  const { searchParams } = new URL(request.url);
  const { status, q, ...range } = validated(
    listQuerySchema,
    Object.fromEntries(searchParams),
    "Invalid list parameters.",
  );
  if (q !== undefined) return NextResponse.json(await searchSummaries(q, range));
  const whole = range.limit === undefined && range.offset === undefined;
  // The whole archive, as the specification asks, streamed so memory stays flat however large it grows.
  if (status === undefined) return whole ? streamed(eachPostSummary()) : NextResponse.json(await listPosts(range));
  return whole ? streamed(eachPostInState(status)) : NextResponse.json(await listPostsInState(status, range));
});

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
