// The server's media work (an upload from its first byte to its answer, a new focus): admitted up to a bound, then
// made one job at a time. A 50-megapixel progressive JPEG takes about 300 MB while it decodes, so jobs that arrive
// together wait for each other instead of adding up, and the wait itself is bounded.
import { countMediaRefusal, watchMediaQueue } from "../metrics/media-queue";
import { ClientGoneError, MediaBusyError } from "./errors";

/** One job being made and three waiting or still arriving: a few seconds' wait at most, then 503. */
export const MAX_MEDIA_JOBS = 4;

/** Throws when the client that asked for the work has gone: nothing it asked for is worth making any more. */
export function stopIfGone(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ClientGoneError();
}

export function mediaQueue(maxJobs = MAX_MEDIA_JOBS) {
  let admitted = 0;
  let last: Promise<unknown> = Promise.resolve();
  let inLine = 0;
  return {
    /** Runs `call` holding one of the places, or throws MediaBusyError at once when every place is held. */
    async admit<T>(call: () => Promise<T>): Promise<T> {
      if (admitted >= maxJobs) {
        countMediaRefusal();
        throw new MediaBusyError();
      }
      admitted += 1;
      try {
        return await call();
      } finally {
        admitted -= 1;
      }
    },
    /** Runs `job` once every job given before it is done; never, when its client left while it waited. */
    inTurn<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      const turn = async () => {
        stopIfGone(signal);
        return job();
      };
      inLine += 1;
      const run = last.then(turn, turn).finally(() => (inLine -= 1));
      last = run.catch(() => undefined);
      return run;
    },
    /** The jobs given to inTurn and not done yet: the one being made and those waiting their turn. */
    size: () => inLine,
  };
}

/** The server's one queue: every upload, focus change and completion of older uploads goes through it. */
export const mediaWork = mediaQueue();
watchMediaQueue(mediaWork.size);
