// A post page's live updates, read once per render for the page (under the story), its layout (the JSON-LD) and its
// metadata (the modification time).
import "server-only";
import { cache } from "react";
import { listLiveUpdates } from "./live-updates";

export const readPostUpdates = cache(listLiveUpdates);
