// GET /edmNews/topics?q=… - the existing topics matching what is typed, for the post form (publishers and the editor)
import { NextResponse } from "next/server";
import { z } from "@/lib/zod";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute, validated } from "@/lib/api/route";
import { suggestTopics } from "@/lib/topics/suggest-topics";
import { TOPIC_NAME_MAX_LENGTH } from "@/lib/validations/post-fields";

const querySchema = z.object({
  q: z.string().max(TOPIC_NAME_MAX_LENGTH, `q must be at most ${TOPIC_NAME_MAX_LENGTH} characters`).default(""),
});

// Topics of drafts are among them: the form's callers only, like every write.
export const GET = apiRoute({ route: "/edmNews/topics" }, async ({ request }) => {
  const { searchParams } = new URL(request.url);
  const { q } = validated(querySchema, Object.fromEntries(searchParams), "Invalid topic search.");
  return NextResponse.json({ topics: await suggestTopics(q) });
});

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
