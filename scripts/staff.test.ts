import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteDatabase } from "../app/db/database.server";
import { StaffAccess } from "../app/db/staff-access.server";
import { runStaffCommand } from "./staff";

let dir: string;
let db: SiteDatabase;
let store: StaffAccess;
const site = "https://www.firm.example";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "staff-cli-"));
  db = SiteDatabase.open(dir);
  store = new StaffAccess(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const tokenOf = (out: string) => /\/desk\/enroll\/([A-Za-z0-9_-]+)/.exec(out)?.[1] as string;

describe("npm run staff", () => {
  it("adds a person and prints a one-time enrollment link on SITE_URL", () => {
    const added = runStaffCommand(store, site, ["add", "dana@example.com", "--name", "Dana Reyes"]);
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/https:\/\/www\.firm\.example\/desk\/enroll\/[A-Za-z0-9_-]{43}\n/);
    expect(store.enrollmentStaff(tokenOf(added.out))?.name).toBe("Dana Reyes");
    expect(runStaffCommand(store, site, ["add", "DANA@example.com", "--name", "Dana"]).code).toBe(
      1,
    );
    expect(runStaffCommand(store, site, ["add", "x@example.com"]).code).toBe(2);
  });

  it("lists, disables, enables, and makes a new link that revokes the old one", () => {
    const first = tokenOf(
      runStaffCommand(store, site, ["add", "dana@example.com", "--name", "Dana Reyes"]).out,
    );
    const link = runStaffCommand(store, site, ["link", "dana@example.com"]);
    expect(link.code).toBe(0);
    expect(store.enrollmentStaff(first)).toBeUndefined();
    expect(store.enrollmentStaff(tokenOf(link.out))).toBeDefined();
    expect(runStaffCommand(store, site, ["list"]).out).toMatch(
      /active\s+Dana Reyes <dana@example.com>\s+0 passkeys\s+last sign-in: never/,
    );
    expect(runStaffCommand(store, site, ["disable", "dana@example.com"]).code).toBe(0);
    expect(store.enrollmentStaff(tokenOf(link.out))).toBeUndefined();
    expect(runStaffCommand(store, site, ["list"]).out).toMatch(/^disabled\s+Dana Reyes/);
    expect(runStaffCommand(store, site, ["link", "dana@example.com"]).code).toBe(1);
    expect(runStaffCommand(store, site, ["enable", "dana@example.com"]).code).toBe(0);
    expect(runStaffCommand(store, site, ["disable", "nobody@example.com"]).code).toBe(1);
    expect(runStaffCommand(store, site, ["frobnicate"]).code).toBe(2);
  });
});
