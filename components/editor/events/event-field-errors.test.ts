import messages from "@/messages/es.json";
import { newEventSchema } from "@/lib/api/event-writes";
import { FIELD_CODES, parseFields, type FieldCode } from "@/lib/validations/field-problems";
import { anEvent } from "@/scripts/testing/event-fixture";
import { eventFieldErrors } from "./event-field-errors";

const words = messages.EditorEvents;
const labels = {
  codes: Object.fromEntries(FIELD_CODES.map((code) => [code, words.errors[code]])) as Record<FieldCode, string>,
  ranges: words.rangeErrors,
};

/** What the form says beside each field the API refuses of this event. */
function formSays(overrides: Record<string, unknown>) {
  const result = parseFields(newEventSchema, anEvent(overrides));
  if (result.success) return {};
  const codes = Object.fromEntries(Object.entries(result.problems).map(([field, { code }]) => [field, code]));
  return eventFieldErrors(codes, labels);
}

describe("the event form's words for the API's refusals", () => {
  it("names the years it takes beside a start, an end or a set time out of them", () => {
    expect(
      formSays({
        startsAt: "9999-12-31T23:00",
        endsAt: "9999-12-31T23:30",
        lineup: [{ name: "Nahual", startsAt: "9999-12-31T23:10" }],
      }),
    ).toEqual({
      startsAt: "Elige una fecha de los años 2000 a 2100.",
      endsAt: "El fin va entre el inicio y 31 días después, en los años 2000 a 2100.",
      lineup: words.rangeErrors.lineup,
    });
    expect(words.rangeErrors.lineup).toContain("2000 a 2100");
  });

  it("says what a set's end needs beside the line-up when the end has no start", () => {
    const lineup = [{ name: "Nahual", endsAt: "2027-02-27T01:00" }];
    expect(formSays({ lineup })).toEqual({ lineup: words.rangeErrors.lineup });
    expect(words.rangeErrors.lineup).toMatch(/tiene hora de inicio y termina después de empezar, en menos de 24 horas/);
  });

  it("says how long an event may last beside an end more than 31 days after its start", () => {
    expect(formSays({ startsAt: "2027-02-26T16:00", endsAt: "2027-04-26T16:00" })).toEqual({
      endsAt: "El fin va entre el inicio y 31 días después, en los años 2000 a 2100.",
    });
  });
});
