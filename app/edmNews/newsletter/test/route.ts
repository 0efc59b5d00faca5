// POST /edmNews/newsletter/test - the next edition, marked as a test, to the editor's own address (publishers)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { credentials } from "@/lib/credentials";
import { ApiError } from "@/lib/http/api-error";
import { isEmptyEdition, nextEditionContent } from "@/lib/newsletter/edition-content";
import { sendTestEdition } from "@/lib/newsletter/editions";

export const POST = apiRoute({ route: "/edmNews/newsletter/test" }, async () => {
  const now = new Date();
  if (isEmptyEdition(await nextEditionContent(now)))
    throw new ApiError("conflict", "No post was published since the last boletín: there is nothing to send.");
  const to = credentials().adminEmail;
  const delivery = await sendTestEdition(to, now);
  if (delivery.accepted.length === 0)
    throw new ApiError("unavailable", `The mail server refused the test: ${delivery.refused[0]?.response ?? ""}`);
  return NextResponse.json({ to, messageId: delivery.messageId });
});

export const { GET, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
