/**
 * The desk at scale (docs/PERFORMANCE.md#the-desk-at-100000-inquiries): the production server on a
 * database seeded by scripts/seed-desk.ts, signed in, answering the inbox, a status tab, a search,
 * a view and an inquiry page. Each is asked for its data (`.data`, what a click in the desk fetches)
 * `--runs` times after ten warm-up rounds of every request, one at a time on loopback, so the time
 * measured is the server's; median and p95 are printed as a Markdown table.
 *
 *   npx tsx scripts/seed-desk.ts --data-dir /tmp/desk-100k
 *   npm run bench -- --desk-data /tmp/desk-100k [--runs 40]
 */
import { SiteDatabase } from "../app/db/database.server";
import { repositories } from "../app/db/repositories.server";
import { startServer } from "../tests/support/server";

/** Requests of each kind, in turn, before measuring: the server warmed up as it is after use. */
const warmUp = 10;

export async function benchDesk(dataDir: string, runs: number): Promise<string> {
  const repos = repositories(SiteDatabase.open(dataDir));
  const total = repos.messages.count();
  const staff = repos.staff.activeStaff()[0];
  if (!staff) throw new Error(`${dataDir} has no staff: seed it with scripts/seed-desk.ts`);
  const session = repos.staff.createSession(staff.id);
  // An inquiry from the middle of the order, and a surname many share (a search with many matches).
  const middle = repos.db.sqlite
    .prepare("SELECT message_id AS id FROM desk_inquiries ORDER BY inbox_key LIMIT 1 OFFSET ?")
    .get(Math.floor(total / 2)) as { id: number };
  const common = repos.db.sqlite
    .prepare(
      "SELECT last_name AS name FROM contact_messages GROUP BY last_name ORDER BY COUNT(*) DESC LIMIT 1",
    )
    .get() as { name: string };
  repos.db.close();

  // The server picks its own loopback port; reading pages checks no Origin, so SITE_URL is nominal.
  const server = await startServer({ SITE_URL: "http://localhost:3106" }, dataDir);
  const cases: [string, string][] = [
    ["Inbox (open, first page)", "/desk.data"],
    ["Status tab (Contacted)", "/desk.data?status=contacted"],
    ["View (Unassigned)", "/desk.data?view=unassigned"],
    [
      `Search ("${common.name.slice(0, 3).toLowerCase()}", as typed)`,
      `/desk.data?q=${encodeURIComponent(common.name.slice(0, 3).toLowerCase())}`,
    ],
    [`Search ("${common.name}")`, `/desk.data?q=${encodeURIComponent(common.name)}`],
    ["Inquiry page (split view, next and previous)", `/desk/inquiries/${middle.id}.data`],
  ];
  const rows: string[] = [];
  const ask = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, {
      headers: { cookie: `__Host-desk-session=${session}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  };
  try {
    // Warm-up: every request `warmUp` times, in turn, before any is measured. With a few per
    // request only, the first one measured carried the fresh process's compilation and caches
    // (the inbox's median was 34-85 ms against 12-15 ms once warm), which is a start-up cost, not
    // the time a request takes on a running desk.
    for (let i = 0; i < warmUp; i++) for (const [, path] of cases) await ask(path);
    for (const [name, path] of cases) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await ask(path);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) =>
        times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number;
      rows.push(`| ${name} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |`);
    }
  } finally {
    await server.stop();
  }
  return [
    `${total.toLocaleString("en-CA")} inquiries, ${runs} requests each (after ${warmUp} warm-up rounds of every request), one at a time:`,
    "",
    "| Request | Median (ms) | p95 (ms) |",
    "|---|---|---|",
    ...rows,
  ].join("\n");
}
