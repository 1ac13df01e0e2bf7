import { describe, expect, it } from "vitest";
import type { RoleGrant } from "~/modules/auth/roles";
import { quickActionsFor } from "./quick-actions";

const J1 = "11111111-1111-4111-8111-111111111111";
const user = (roles: RoleGrant[]) => ({ id: "user-1", status: "active" as const, roles });
const targets = (roles: RoleGrant[]) => quickActionsFor(user(roles)).map((a) => a.to);

describe("the dashboard home's quick actions", () => {
  it("a reviewer, even of one journal only, is led to their reviews", () => {
    expect(targets([{ role: "reviewer", journalId: J1 }])).toContain("/dashboard/reviews");
    expect(targets([{ role: "editor", journalId: null }])).toContain("/dashboard/reviews");
  });

  it("an author who reviews nothing is not offered a Reviews page", () => {
    expect(targets([{ role: "author", journalId: null }])).not.toContain("/dashboard/reviews");
  });
});
