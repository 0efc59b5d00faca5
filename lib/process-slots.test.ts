import { processSlots } from "./process-slots";

/** Another copy of the module, as another bundle of the process loads it. */
function anotherCopy(): typeof processSlots {
  let copy: typeof processSlots = undefined as never;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, as a bundle has.
    copy = require("./process-slots").processSlots;
  });
  return copy;
}

afterEach(() => processSlots.beaconHandler.put(undefined));

test("a value put by one copy of the module is the one every other copy sees", async () => {
  const copy = anotherCopy();
  expect(copy).not.toBe(processSlots);
  const handler = async () => new Response("counted");
  processSlots.beaconHandler.put(handler);
  expect(copy.beaconHandler.get()).toBe(handler);
  expect(copy.beaconHandler.keep(() => async () => new Response("another"))).toBe(handler);
});

test("keep makes the value once; put gives back the one it replaced, and undefined empties the slot", () => {
  const make = jest.fn(() => async () => new Response("first"));
  const first = processSlots.beaconHandler.keep(make);
  expect(anotherCopy().beaconHandler.keep(make)).toBe(first);
  expect(make).toHaveBeenCalledTimes(1);
  expect(processSlots.beaconHandler.put(undefined)).toBe(first);
  expect(processSlots.beaconHandler.get()).toBeUndefined();
});

test("each slot has its own key", () => {
  const copy = anotherCopy();
  const slots = Object.values(processSlots);
  for (const slot of slots) slot.put(undefined);
  processSlots.pageCounterFinalFlush.put(async () => {});
  expect(slots.filter((slot) => slot.get() !== undefined)).toEqual([processSlots.pageCounterFinalFlush]);
  expect(copy.pageCounterFinalFlush.get()).toBe(processSlots.pageCounterFinalFlush.get());
  processSlots.pageCounterFinalFlush.put(undefined);
});
