// POST /edmNews/newsletter/unsubscribe - the editor takes an address off the boletín (publishers): a reader who asked
// by mail (the mailto of List-Unsubscribe) or by any other way
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { ApiError } from "@/lib/http/api-error";
import { unsubscribe } from "@/lib/newsletter/subscribers";
import { subscriberEmailSchema } from "@/lib/validations/subscriber";
import { z } from "@/lib/zod";

const bodySchema = z.object({ email: subscriberEmailSchema });

export const POST = apiRoute({ route: "/edmNews/newsletter/unsubscribe", body: bodySchema }, async ({ body }) => {
  if (!(await unsubscribe({ email: body.email }, new Date())))
    throw new ApiError("not_found", "No subscriber has this address.");
  return NextResponse.json({ email: body.email, state: "unsubscribed" });
});

export const { GET, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
