// GET /edmNews/newsletter/editions - the editions sent, newest first (Basic auth); POST starts the next one (publishers)
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/methods";
import { apiRoute } from "@/lib/api/route";
import { ApiError } from "@/lib/http/api-error";
import { editionHistory, startEdition } from "@/lib/newsletter/editions";
import { kickSender } from "@/lib/newsletter/kick-sender";

export const GET = apiRoute({ route: "/edmNews/newsletter/editions" }, async () =>
  NextResponse.json(await editionHistory()),
);

const REFUSALS = {
  empty: "No post was published since the last boletín: there is nothing to send.",
  unfinished: "The last boletín is still being sent: wait until it is finished.",
} as const;

/** 202: the edition and its deliveries are stored; the sender mails them in the background, paced. */
export const POST = apiRoute({ route: "/edmNews/newsletter/editions" }, async ({ by }) => {
  const started = await startEdition(new Date(), by.savedById);
  if (!started.started) throw new ApiError("conflict", REFUSALS[started.reason]);
  kickSender();
  return NextResponse.json(
    { id: started.id, recipients: started.recipients },
    { status: 202, headers: { Location: "/edmNews/newsletter/editions" } },
  );
});

export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
