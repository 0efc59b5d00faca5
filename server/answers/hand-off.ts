// The last step of a stopping server's drain (server/shutdown.ts): after the grace, a read is answered 503. nginx
// (deploy/nginx.conf) sends that read to the next server and, counting the 503 as a failure, sends this one nothing
// for its fail_timeout, in which the server stops accepting: no request of nginx's is then waiting in the listen queue
// to be reset when it closes, a write included, which nginx would never send twice. A write is served to the end.
import { ApiError } from "../../lib/http/api-error";
import { READ_METHODS, type EarlyAnswer } from "../responder";

export function handOff(handingOff: () => boolean): EarlyAnswer {
  return {
    path: () => true,
    methods: READ_METHODS,
    otherMethods: "pass",
    only: handingOff,
    answer: (_request, reply) =>
      reply.error(
        new ApiError("unavailable", "This server is stopping: ask again.", undefined, { "Retry-After": "1" }),
      ),
  };
}
