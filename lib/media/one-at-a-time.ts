/**
 * Runs the jobs given to it one after another, in the order given: an upload's decoded pixels take tens of
 * megabytes, so uploads that arrive together wait for each other instead of adding up.
 */
export function oneAtATime(): <T>(job: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (job) => {
    const run = last.then(job, job);
    last = run.catch(() => undefined);
    return run;
  };
}
