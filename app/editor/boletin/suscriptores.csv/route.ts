// GET /editor/boletin/suscriptores.csv - the confirmed addresses as CSV (the editor's session), streamed a page at a time
import { redirect } from "next/navigation";
import { editorRoute } from "@/lib/auth/editor-route";
import { SUBSCRIBERS_CSV_PATH } from "@/lib/editor/editor-paths";
import { newsroomDay } from "@/lib/dates/newsroom-time";
import { confirmedSubscribersCsv } from "@/lib/newsletter/subscriber-list";

export const dynamic = "force-dynamic";

const signedOut = () => redirect(`/login?next=${encodeURIComponent(SUBSCRIBERS_CSV_PATH)}`);

export const GET = editorRoute("/editor/boletin/suscriptores.csv", signedOut, async () => {
  const rows = confirmedSubscribersCsv();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(new TextEncoder().encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="suscriptores-${newsroomDay(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
