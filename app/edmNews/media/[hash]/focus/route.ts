// POST /edmNews/media/{hash}/focus - move an upload's focus: its crops are made again around it (publishers)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { mediaAnswer } from "@/lib/media/media-answer";
import { MediaNotFoundError } from "@/lib/media/errors";
import { mediaWork } from "@/lib/media/media-queue";
import { changeFocus, type Focus } from "@/lib/media/media-store";
import { isMediaHash } from "@/lib/media/media-url";
import { focusSchema } from "@/lib/validations/focus";

type Context = RouteContext<"/edmNews/media/[hash]/focus">;

export const POST = apiRoute<Focus, Context>(
  { route: "/edmNews/media/[hash]/focus", body: focusSchema },
  async ({ request, context, body }) => {
    const { hash } = await context.params;
    if (!isMediaHash(hash)) throw new MediaNotFoundError(hash);
    return mediaWork.admit(async () => NextResponse.json(mediaAnswer(await changeFocus(hash, body, request.signal))));
  },
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
