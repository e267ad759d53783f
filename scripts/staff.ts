/**
 * Lead desk accounts from the command line (docs/DESK.md).
 *   npm run staff -- add <email> --name "<name>"   add a staff member; prints a one-time enrollment link
 *   npm run staff -- list                          everyone, with passkeys, last sign-in and calendar feeds
 *   npm run staff -- disable <email>               disable an account and end its sessions
 *   npm run staff -- enable <email>                enable it again (it keeps its passkeys)
 *   npm run staff -- link <email>                  a new enrollment link (lost or new device); older unused links stop working
 * Reads DATA_DIR and SITE_URL like the server.
 */
import path from "node:path";
import { feedOwner, ownsFeed } from "../app/booking/feed-owner";
import type { LawyerKey } from "../app/content/firm";
import { SiteDatabase } from "../app/db/database.server";
import { StaffAccess } from "../app/db/staff-access.server";
import { formatDateTime } from "../app/desk/desk-time";
import type { StaffWithPasskeys } from "../app/desk/desk-types";
import { parseEnvForCommand } from "../app/platform/env.server";
import { findProjectRoot } from "../server/project-root";

const usage = `Usage: npm run staff -- <command>
  add <email> --name "<name>"   add a staff member and print their enrollment link
  list                          list staff members
  disable <email>               disable an account, end its sessions, turn off its calendar feeds
  enable <email>                enable a disabled account
  link <email>                  print a new enrollment link (lost or new device)
Links work once and expire after 24 hours. Reads DATA_DIR and SITE_URL like the server.
`;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface StaffCliResult {
  code: number;
  out: string;
}

export function enrollmentLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/desk/enroll/${token}`;
}

/**
 * The calendar feeds an account made (docs/DESK.md#calendar-feeds): a feed answers only while the
 * lawyer whose feed it is made it and that account is active; one made by anyone else no longer
 * answers, and is listed so it can be seen.
 */
function feedsOf(s: StaffWithPasskeys): string {
  const keys = (s.feeds ?? "").split(",").filter((k): k is LawyerKey => k !== "");
  const described = keys.map((key) => {
    const lawyer = feedOwner(key)?.name ?? key;
    const working = s.disabledAt === null && ownsFeed(key, s.email);
    return `${lawyer}'s${working ? "" : " (no longer answers)"}`;
  });
  return described.length ? `  calendar feed: ${described.join(", ")}` : "";
}

/** Runs one staff command against a store; returns what to print and the exit code. */
export function runStaffCommand(
  store: StaffAccess,
  siteUrl: string,
  args: string[],
  now = Date.now(),
): StaffCliResult {
  const [command, email, ...rest] = args;
  const fail = (message: string, code = 1): StaffCliResult => ({ code, out: `${message}\n` });
  const needEmail = () =>
    email && emailPattern.test(email) ? undefined : fail(`Give an e-mail address.\n\n${usage}`, 2);
  const link = (staffId: number) =>
    `${enrollmentLink(siteUrl, store.createEnrollment(staffId, now))}\n  (works once, until ${formatDateTime(now + 24 * 3_600_000)} Toronto time)`;
  switch (command) {
    case "add": {
      const bad = needEmail();
      if (bad) return bad;
      const at = rest.indexOf("--name");
      const name = at >= 0 ? rest[at + 1]?.trim() : undefined;
      if (!name) return fail(`Give the person's name: --name "Dana Reyes".\n\n${usage}`, 2);
      if (store.staffByEmail(email as string))
        return fail(
          `${email} already has an account. For a new link: npm run staff -- link ${email}`,
        );
      const staff = store.addStaff(email as string, name, now);
      return {
        code: 0,
        out: `Added ${staff.name} <${staff.email}>. Send them this enrollment link:\n  ${link(staff.id)}\n`,
      };
    }
    case "link": {
      const bad = needEmail();
      if (bad) return bad;
      const staff = store.staffByEmail(email as string);
      if (!staff) return fail(`No account for ${email}.`);
      if (staff.disabledAt !== null)
        return fail(`${email} is disabled. Enable it first: npm run staff -- enable ${email}`);
      return {
        code: 0,
        out: `New enrollment link for ${staff.name} (earlier unused links no longer work):\n  ${link(staff.id)}\n`,
      };
    }
    case "disable": {
      const bad = needEmail();
      if (bad) return bad;
      const staff = store.staffByEmail(email as string);
      if (!staff) return fail(`No account for ${email}.`);
      store.disableStaff(staff.id, now);
      return {
        code: 0,
        out: `Disabled ${staff.name} <${staff.email}>: signed out everywhere, passkeys, links and calendar feeds no longer work.\n`,
      };
    }
    case "enable": {
      const bad = needEmail();
      if (bad) return bad;
      const staff = store.staffByEmail(email as string);
      if (!staff) return fail(`No account for ${email}.`);
      store.enableStaff(staff.id);
      return { code: 0, out: `Enabled ${staff.name} <${staff.email}>.\n` };
    }
    case "list": {
      const staff = store.listStaff();
      if (staff.length === 0)
        return {
          code: 0,
          out: 'No staff yet. Add someone: npm run staff -- add <email> --name "<name>"\n',
        };
      const lines = staff.map(
        (s) =>
          `${s.disabledAt === null ? "active  " : "disabled"}  ${s.name} <${s.email}>  ${s.passkeys} passkey${s.passkeys === 1 ? "" : "s"}  last sign-in: ${s.lastSignInAt ? formatDateTime(s.lastSignInAt) : "never"}${feedsOf(s)}`,
      );
      return { code: 0, out: `${lines.join("\n")}\n` };
    }
    default:
      return { code: command ? 2 : 0, out: usage };
  }
}

function main() {
  const env = parseEnvForCommand();
  if (!env) process.exit(1);
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === "--help" || args[0] === "-h") {
    process.stdout.write(usage);
    return;
  }
  const db = SiteDatabase.open(env.DATA_DIR, {
    migrationsDir: path.join(findProjectRoot(), "db/migrations"),
  });
  try {
    const result = runStaffCommand(new StaffAccess(db), env.SITE_URL, args);
    (result.code === 0 ? process.stdout : process.stderr).write(result.out);
    process.exitCode = result.code;
  } finally {
    db.close();
  }
}

if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith("scripts/staff.ts")
)
  main();
