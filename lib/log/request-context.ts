// Which request the code running now serves, so that a line logged deep inside a render names it. Kept on globalThis:
// the server entry and Next.js's bundle each load their own copy of this module, and both must see one store.
import { AsyncLocalStorage } from "node:async_hooks";
import { processSlots } from "../process-slots";

export type RequestContext = {
  requestId: string;
  /** The errors already logged while serving it: Next.js may report one failure once per part of a page. */
  loggedErrors?: Set<string>;
};

const store = () => processSlots.requestContext.keep(() => new AsyncLocalStorage<RequestContext>());

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return store().run(context, work);
}

/** The request being served, if any (none in the upkeep's timers). */
export const currentRequest = (): RequestContext | undefined => store().getStore();

/** The id of the request being served, if any. */
export const currentRequestId = (): string | undefined => currentRequest()?.requestId;
