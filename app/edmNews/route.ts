// GET /edmNews - the news list, newest first (Basic auth); optional ?limit=&offset=
import { NextResponse } from "next/server";
import { jsonArrayStream } from "@/lib/api/json-array-stream";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute, validated } from "@/lib/api/route";
import { eachPostSummary, listPosts } from "@/lib/posts";
import { listQuerySchema } from "@/lib/validations/list-query";

export const GET = apiRoute({ access: "reader" }, async ({ request }) => {
  const { searchParams } = new URL(request.url);
  const range = validated(listQuerySchema, Object.fromEntries(searchParams), "Invalid list parameters.");
  if (range.limit === undefined && range.offset === undefined) {
    // The whole archive, as the specification asks, streamed so memory stays flat however large it grows.
    return new Response(jsonArrayStream(eachPostSummary()), { headers: { "Content-Type": "application/json" } });
  }
  return NextResponse.json(await listPosts(range));
});

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
