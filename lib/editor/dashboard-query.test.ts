import { actionsFor } from "../newsroom/post-rights";
import { ROLES } from "../team/roles";
import { dashboardFiltersFor, dashboardQueryFor } from "./dashboard-query";

const OUTSIDE_THE_TRASH = ["all", "draft", "scheduled", "published"];

describe("the dashboard's state filters", () => {
  test("offer the trash to an Editor and an Administrador, not to a Colaborador or an Autor", () => {
    expect(dashboardFiltersFor("colaborador")).toEqual(OUTSIDE_THE_TRASH);
    expect(dashboardFiltersFor("autor")).toEqual(OUTSIDE_THE_TRASH);
    expect(dashboardFiltersFor("editor")).toEqual([...OUTSIDE_THE_TRASH, "trashed"]);
    expect(dashboardFiltersFor("administrador")).toEqual([...OUTSIDE_THE_TRASH, "trashed"]);
  });

  test("offer the trash to exactly the roles the server lets delete their own published post", () => {
    for (const role of ROLES) {
      const deletes = actionsFor({ id: "ana", role }, { ownerId: "ana", state: "published" }).includes("delete");
      expect([role, dashboardFiltersFor(role).includes("trashed")]).toEqual([role, deletes]);
    }
  });

  test("read the trash typed into the address as every post for a role that is not offered it", () => {
    const trash = { state: "trashed" as const, search: "edc", page: 2 };
    expect(dashboardQueryFor("autor", trash)).toEqual({ ...trash, state: "all" });
    expect(dashboardQueryFor("colaborador", { ...trash, state: "draft" })).toEqual({ ...trash, state: "draft" });
    expect(dashboardQueryFor("editor", trash)).toEqual(trash);
  });
});
