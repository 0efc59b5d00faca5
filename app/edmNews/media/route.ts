// POST /edmNews/media - upload a photo: stored once per content, with its variants (Basic auth or an editor session)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { mediaAnswer } from "@/lib/media/media-answer";
import { mediaWork } from "@/lib/media/media-queue";
import { storeUpload } from "@/lib/media/media-store";
import { ensureMediaRoom } from "@/lib/media/media-room";
import { readUpload } from "@/lib/api/read-upload";

export const POST = apiRoute({ route: "/edmNews/media" }, ({ request }) =>
  mediaWork.admit(async () => {
    // A full folder is said before the body comes: an editor on a phone's uplink need not send 20 MB to learn it.
    await ensureMediaRoom(Number(request.headers.get("content-length")) || 0);
    const { file, focus } = await readUpload(request);
    const { media, created } = await storeUpload(file, focus, request.signal);
    return NextResponse.json(mediaAnswer(media), { status: created ? 201 : 200 });
  }),
);

export const { GET, HEAD, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ POST });
