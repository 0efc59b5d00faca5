// Next.js's own copy of the compression middleware (lib/next-internals.ts), which ships without types.
declare module "next/dist/compiled/compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
