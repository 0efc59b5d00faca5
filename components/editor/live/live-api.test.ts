import { liveProblemOf, liveUpdatePath } from "./live-api";

const labels = {
  sessionExpired: "sesión",
  notPermitted: "rol",
  reload: "recarga",
  postGone: "sin publicación",
  updateGone: "sin actualización",
  full: "llena",
  failed: "falló",
};
const refused = (status: number, code: string | null = null) => ({ ok: false as const, status, code, fieldCodes: {} });

describe("what a refused live update call tells the editor", () => {
  it("names the session, the role, the full post and the lost connection", () => {
    expect(liveProblemOf(refused(401), labels, false)).toBe("sesión");
    expect(liveProblemOf(refused(403, "not_permitted"), labels, false)).toBe("rol");
    expect(liveProblemOf(refused(403, "forbidden"), labels, false)).toBe("recarga");
    expect(liveProblemOf(refused(409, "conflict"), labels, false)).toBe("llena");
    expect(liveProblemOf(refused(0), labels, false)).toBe("falló");
  });

  it("reads a 404 as the update gone on its own address, as the post gone on the list's", () => {
    expect(liveProblemOf(refused(404), labels, true)).toBe("sin actualización");
    expect(liveProblemOf(refused(404), labels, false)).toBe("sin publicación");
    expect(liveProblemOf(refused(410), labels, true)).toBe("sin publicación");
  });
});

test("an update's address is under its post's", () => {
  expect(liveUpdatePath("edc-mexico-2027", "AbC-12_x")).toBe("/edmNews/edc-mexico-2027/updates/AbC-12_x");
});
