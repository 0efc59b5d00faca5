// The phases of `npm test`, run by scripts/testing/run-suites.ts one step after another (the checks side by side): the
// first that fails stops the run with its exit code, and the table of each phase's time by the clock is printed
// whatever happened (docs/testing.md).
import { spawn } from "node:child_process";
import os from "node:os";

export type Phase = { name: string; command: string[]; env?: Record<string, string> };
export type PhaseTime = { name: string; ms?: number; exitCode?: number };

/** Several phases at once: their output is held and printed whole as each ends, so that it does not interleave. */
export type Step = Phase | Phase[];

/** A phase's exit code; one killed by a signal exits as a shell reports it, 128 plus the signal's number. */
function runPhase({ command: [program, ...args], env }: Phase, held: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const end = (code: number) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.once("error", () => end(127));
    child.once("close", (code, signal) => end(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  });
}

/**
 * Each step in turn, the phases of a step at once (ESLint, Prettier and tsc each keep one core busy: side by side on
 * two cores they end in about half their sum). The first step with a failed phase stops the run with that phase's
 * exit code.
 */
export async function runPhases(steps: Step[]): Promise<{ exitCode: number; times: PhaseTime[]; ms: number }> {
  const started = performance.now();
  const times: PhaseTime[] = steps.flat().map(({ name }) => ({ name }));
  let index = 0;
  for (const step of steps) {
    const phases = Array.isArray(step) ? step : [step];
    const first = index;
    const start = performance.now();
    const exitCodes = await Promise.all(
      phases.map(async (phase, offset) => {
        const exitCode = await runPhase(phase, phases.length > 1);
        times[first + offset] = { name: phase.name, ms: performance.now() - start, exitCode };
        return exitCode;
      }),
    );
    index += phases.length;
    const failed = exitCodes.find((code) => code !== 0);
    if (failed !== undefined) return { exitCode: failed, times, ms: performance.now() - started };
  }
  return { exitCode: 0, times, ms: performance.now() - started };
}

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
};

/** `ms`: the whole run by the clock, shorter than the phases' sum when some ran side by side. */
export function phaseTable(times: PhaseTime[], ms?: number): string {
  const width = Math.max(...times.map(({ name }) => name.length), "total".length);
  const rows = times.map(({ name, ms, exitCode }) => {
    const outcome = exitCode === undefined ? "not run" : exitCode === 0 ? "passed" : `failed (exit ${exitCode})`;
    return `  ${name.padEnd(width)}  ${(ms === undefined ? "" : clock(ms)).padStart(10)}  ${outcome}`;
  });
  const total = ms ?? times.reduce((sum, time) => sum + (time.ms ?? 0), 0);
  return ["\nnpm test, each phase by the clock:", ...rows, `  ${"total".padEnd(width)}  ${clock(total).padStart(10)}`]
    .join("\n")
    .concat("\n");
}
