import { roleOf, ROLES } from "../team/roles";
import { normalizedEmail } from "./accounts";

describe("an account's stored values", () => {
  test("the four roles are read back as themselves, anything else fails closed", () => {
    for (const role of ROLES) expect(roleOf(role)).toBe(role);
    for (const stored of ["superadmin", "Administrador", " editor", ""]) {
      expect(() => roleOf(stored)).toThrow(/unknown role/);
    }
  });

  test("an e-mail is stored and compared trimmed and in lower case", () => {
    expect(normalizedEmail("  Ana.Lopez@Example.MX ")).toBe("ana.lopez@example.mx");
  });
});
