// What the server keeps in step with the database for readers, started by instrumentation.ts.
import "server-only";
import { readRetiredAddresses } from "./posts";
import { installRetiredPosts } from "./retired-posts";

export function startPublicUpkeep(): void {
  installRetiredPosts(readRetiredAddresses);
}
