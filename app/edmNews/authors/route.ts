// GET /edmNews/authors - every author a post names (in any state) or the editor described, by name (Basic auth)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { authorJson } from "@/lib/authors/author-answer";
import { listAuthorProfiles } from "@/lib/authors/author-profiles";

export const GET = apiRoute({ route: "/edmNews/authors" }, async () =>
  NextResponse.json((await listAuthorProfiles()).map(authorJson)),
);

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
