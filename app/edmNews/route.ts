// GET /edmNews - the news list, newest first (Basic auth); optional ?limit=&offset=
import { NextResponse, type NextRequest } from "next/server";
import { authorizeApiReader } from "@/lib/api/authorize";
import { toErrorResponse } from "@/lib/api/errors";
import { ApiError } from "@/lib/http/api-error";
import { fieldErrors } from "@/lib/validations/post";
import { listQuerySchema } from "@/lib/validations/list-query";
import { jsonArrayStream } from "@/lib/api/json-array-stream";
import { eachPostSummary, listPosts } from "@/lib/posts";

export async function GET(request: NextRequest) {
  try {
    await authorizeApiReader(request);
    const query = listQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) {
      throw new ApiError(400, "validation", "Invalid list parameters.", fieldErrors(query.error));
    }
    const { limit, offset } = query.data;
    if (limit === undefined && offset === undefined) {
      // The whole archive, as the specification asks, streamed so memory stays flat however large it grows.
      return new Response(jsonArrayStream(eachPostSummary()), {
        headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
      });
    }
    return NextResponse.json(await listPosts(query.data), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}

import { otherMethods } from "@/lib/api/methods";

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
