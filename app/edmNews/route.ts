// GET /edmNews - the news list, newest first (Basic auth); optional ?limit=&offset=
import { NextResponse, type NextRequest } from "next/server";
import { requireApiReader } from "@/lib/api/authorize";
import { ApiError, toErrorResponse } from "@/lib/api/errors";
import { fieldErrors } from "@/lib/validations/post";
import { listQuerySchema } from "@/lib/validations/list-query";
import { listPosts } from "@/lib/posts";

export async function GET(request: NextRequest) {
  try {
    requireApiReader(request);
    const query = listQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) {
      throw new ApiError(400, "validation", "Invalid list parameters.", fieldErrors(query.error));
    }
    const posts = await listPosts(query.data);
    return NextResponse.json(posts, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
