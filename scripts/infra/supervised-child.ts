// A server process started by the tests or the cluster: its output kept for error messages, killed if this process
// exits first, and stopped with SIGTERM (both Redis and nginx shut down cleanly on it).
import type { ChildProcess } from "node:child_process";

export type SupervisedChild = { output: () => string; exited: Promise<void>; stop: () => Promise<void> };

export function supervise(child: ChildProcess): SupervisedChild {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return { output: () => output, exited, stop };
}
