// The process's one registry of metrics (GET /metrics, server/answers/metrics.ts). It and every metric live on
// globalThis: Next.js may load a module more than once per process, and the server entry and the page cache handler
// are bundled apart from the app, so each copy of a module that records a metric must find the same one.
import { collectDefaultMetrics, Counter, Registry, type LabelValues } from "prom-client";
import { processSlots, type ProcessMetrics } from "../process-slots";

const processMetrics = (): ProcessMetrics =>
  processSlots.metrics.keep(() => {
    const registry = new Registry();
    // Node.js's own, under the names every Node.js dashboard expects: event-loop lag, heap, RSS, GC, handles.
    collectDefaultMetrics({ register: registry });
    return { registry, kept: new Map() };
  });

export const metricsRegistry = (): Registry => processMetrics().registry;

/** What `make` returns, made once per process under `name`, whichever copy of a module asks first. */
export function processWide<T>(name: string, make: () => T): T {
  const { kept } = processMetrics();
  if (!kept.has(name)) kept.set(name, make());
  return kept.get(name) as T;
}

/** The metric `name`, registered once per process: `make` gets its name and the registry to build it with. */
export const processMetric = <T>(name: string, make: (common: { name: string; registers: Registry[] }) => T): T =>
  processWide(name, () => make({ name, registers: [metricsRegistry()] }));

/**
 * A counter of one label whose every value is listed from the start, at 0: a rate over any of them is defined before
 * its first count, and a dashboard shows the zeros.
 */
export function listedCounter<Label extends string>(
  name: string,
  help: string,
  label: Label,
  values: readonly string[],
): Counter<Label> {
  return processMetric(name, (common) => {
    const counter = new Counter({ ...common, help, labelNames: [label] });
    for (const value of values) counter.inc({ [label]: value } as LabelValues<Label>, 0);
    return counter;
  });
}
