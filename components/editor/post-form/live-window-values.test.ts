import { answeredLive, liveValuesOf, liveWindowBody, NO_LIVE } from "./live-window-values";

const stored = liveValuesOf({ start: new Date("2027-02-26T22:00:00Z"), end: new Date("2027-03-01T08:00:00Z") });

describe("a post's live window in the post form", () => {
  it("shows a stored window on the newsroom's clock, to the minute, and none as an unticked box", () => {
    expect(stored).toEqual({ on: true, start: "2027-02-26T16:00", end: "2027-03-01T02:00" });
    expect(liveValuesOf(null)).toEqual(NO_LIVE);
    const seconds = liveValuesOf({ start: new Date("2027-02-26T22:00:30Z"), end: new Date("2027-02-27T22:00:00Z") });
    expect(seconds.start).toBe("2027-02-26T16:00:30");
  });

  it("sends nothing while the box stays unticked on a post without a window, whatever was typed", () => {
    expect(liveWindowBody(NO_LIVE, NO_LIVE)).toBeUndefined();
    expect(liveWindowBody({ on: false, start: "2027-02-26T16:00", end: "" }, NO_LIVE)).toBeUndefined();
  });

  it("sends {} for the event's bounds, and each bound typed as an instant with Mexico City's offset", () => {
    expect(liveWindowBody({ on: true, start: "", end: "" }, NO_LIVE)).toEqual({});
    expect(liveWindowBody({ on: true, start: "2027-02-26T16:00", end: "" }, NO_LIVE)).toEqual({
      start: "2027-02-26T16:00:00-06:00",
    });
    expect(liveWindowBody({ on: true, start: "2027-02-26T16:00", end: "2027-03-01T02:00" }, NO_LIVE)).toEqual({
      start: "2027-02-26T16:00:00-06:00",
      end: "2027-03-01T02:00:00-06:00",
    });
  });

  it("sends null when the box is unticked on a post that had a window, and nothing when the window is as stored", () => {
    expect(liveWindowBody({ ...stored, on: false }, stored)).toBeNull();
    expect(liveWindowBody(stored, stored)).toBeUndefined();
    expect(liveWindowBody({ ...stored, end: "2027-03-01T04:00" }, stored)).toEqual({
      start: "2027-02-26T16:00:00-06:00",
      end: "2027-03-01T04:00:00-06:00",
    });
  });

  it("sends a time that is none as typed, for the API to name", () => {
    expect(liveWindowBody({ on: true, start: "2027-02-30T16:00", end: "" }, NO_LIVE)).toEqual({
      start: "2027-02-30T16:00",
    });
  });

  it("reads the window a save answered, the event's bounds filled in", () => {
    const answer = { id: "x", live: { start: "2027-02-26T22:00:00.000Z", end: "2027-03-01T08:00:00.000Z" } };
    expect(answeredLive(answer)).toEqual(stored);
    expect(answeredLive({ id: "x", live: null })).toEqual(NO_LIVE);
    expect(answeredLive({ id: "x" })).toBeUndefined();
    expect(answeredLive(null)).toBeUndefined();
  });
});
