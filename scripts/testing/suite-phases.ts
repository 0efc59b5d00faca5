// The phases of `npm test`, run one after another by scripts/testing/run-suites.ts: the first that fails stops the run
// with its exit code, and the table of each phase's time by the clock is printed whatever happened (docs/testing.md).
import { spawn } from "node:child_process";
import os from "node:os";

export type Phase = { name: string; command: string[]; env?: Record<string, string> };
export type PhaseTime = { name: string; ms?: number; exitCode?: number };

/** A phase's exit code; one killed by a signal exits as a shell reports it, 128 plus the signal's number. */
function runPhase({ command: [program, ...args], env }: Phase): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.once("error", () => resolve(127));
    child.once("exit", (code, signal) => resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  });
}

export async function runPhases(phases: Phase[]): Promise<{ exitCode: number; times: PhaseTime[] }> {
  const times: PhaseTime[] = phases.map(({ name }) => ({ name }));
  for (const [index, phase] of phases.entries()) {
    const start = performance.now();
    const exitCode = await runPhase(phase);
    times[index] = { name: phase.name, ms: performance.now() - start, exitCode };
    if (exitCode !== 0) return { exitCode, times };
  }
  return { exitCode: 0, times };
}

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
};

export function phaseTable(times: PhaseTime[]): string {
  const width = Math.max(...times.map(({ name }) => name.length), "total".length);
  const rows = times.map(({ name, ms, exitCode }) => {
    const outcome = exitCode === undefined ? "not run" : exitCode === 0 ? "passed" : `failed (exit ${exitCode})`;
    return `  ${name.padEnd(width)}  ${(ms === undefined ? "" : clock(ms)).padStart(10)}  ${outcome}`;
  });
  const total = times.reduce((sum, { ms }) => sum + (ms ?? 0), 0);
  return ["\nnpm test, each phase by the clock:", ...rows, `  ${"total".padEnd(width)}  ${clock(total).padStart(10)}`]
    .join("\n")
    .concat("\n");
}
