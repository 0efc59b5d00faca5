// Sending inside an app server: started by the editor's "Enviar" and, each minute, by the server's upkeep, so that an
// interrupted or deferred send goes on by itself. Never awaited by a request; one run at a time in a process.
import "server-only";
import { logError, logger } from "@/lib/log/logger";
import { sendPendingEditions } from "./sender";

let running: Promise<void> | null = null;

export function kickSender(): void {
  running ??= sendPendingEditions()
    .then(
      ({ ran, sent, bounced, deferred, failed, finished }) => {
        if (ran) logger().info(`Boletín: ${sent} sent, ${bounced} bounced, ${deferred} deferred, ${failed} failed`);
        for (const id of finished) logger().info(`Boletín: edition ${id} finished`);
      },
      (error: unknown) => logError("Could not send the boletín; the next minute's upkeep tries again", error),
    )
    .finally(() => {
      running = null;
    });
}
