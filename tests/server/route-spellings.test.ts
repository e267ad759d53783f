/**
 * One route, whatever the spelling (docs/OPERATIONS.md#one-route-whatever-the-spelling): every
 * route of the route table (app/routes.ts, so a route added tomorrow is walked too) is requested in
 * its canonical spelling and in every other spelling React Router accepts for it (case, percent-
 * encoding, trailing slashes, `.data`, `?index`, `_routes`), as a page, as data and as a form post,
 * with and without a session; each answer must be the canonical one: the same status, the same
 * guards (Origin check, session check, rate limit) and the same headers (X-Robots-Tag,
 * Cache-Control, security headers). A GET for a page in another spelling is redirected to the
 * canonical one, carrying the route's headers already.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchPath } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffAccess } from "~/db/staff-access.server";
import { deskRouteIds, signedInPasskeySteps, signInPasskeySteps } from "~/desk/desk-routes";
import { secretLinkRouteIds } from "~/platform/secret-links.server";
import routeTable from "~/routes";
import { sitePaths } from "~/site-pages.server";
import { openDatabase, startDeskServer } from "../support/desk";
import type { RunningServer } from "../support/server";

const SIGN_IN_LIMIT = 3;
let server: RunningServer & { base: string };
let store: StaffAccess;
let close: () => void;
let staffId: number;
let messageId: number;
let enrollToken: string;
let session: string;

beforeAll(async () => {
  server = await startDeskServer({
    DESK_SIGNIN_RATE_LIMIT: String(SIGN_IN_LIMIT),
  });
  const db = openDatabase(server.dataDir);
  store = db.staff;
  close = () => db.db.close();
  messageId = db.messages.save({
    firstName: "Walk",
    lastName: "Spellings",
    email: "walk@example.com",
    message: "A message the walk reads.",
  } as never);
  staffId = store.addStaff("walker@example.com", "Walking Person").id;
  enrollToken = store.createEnrollment(store.addStaff("newcomer@example.com", "New Comer").id);
  session = store.createSession(staffId);
});
afterAll(async () => {
  close?.();
  await server?.stop({ removeData: true });
});

// ---------------------------------------------------------------- the route table

interface WalkedRoute {
  id: string;
  /** The route's full pattern (`/desk/inquiries/:id`). */
  pattern: string;
  /** A real path of it, in the canonical spelling. */
  path: string;
  desk: boolean;
}

function flatten(
  entries: readonly RouteConfigEntry[],
  parent = "",
): { id: string; pattern: string }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path
      ? `${parent.replace(/\/+$/, "")}/${entry.path.replace(/^\/+/, "")}`
      : parent;
    const own = entry.path !== undefined || entry.index ? [{ id: entry.id ?? "", pattern }] : [];
    return [...own, ...flatten(entry.children ?? [], pattern)];
  });
}

/** Sample values for parameters no public page fills (a route added later gets "sample"). */
function sample(name: string): string {
  if (name === "id") return String(messageId);
  if (name === "token") return enrollToken;
  if (name === "step") return "sign-in-options";
  return "sample";
}

function walkedRoutes(): WalkedRoute[] {
  return flatten(routeTable)
    .filter((r) => !r.pattern.includes("*"))
    .map((r) => {
      const pattern = r.pattern || "/";
      const real = sitePaths.find((p) => matchPath(pattern, p));
      // An optional parameter (`:section?`) is filled like any other.
      const path = real ?? pattern.replace(/:(\w+)\??/g, (_m, name: string) => sample(name));
      return { id: r.id, pattern, path, desk: deskRouteIds.has(r.id) };
    });
}

// ---------------------------------------------------------------- spellings

interface Spelling {
  name: string;
  url: string;
  /** Where a page GET in this spelling is redirected: the canonical spelling, same query. */
  canonical: string;
}

const hex = (c: string, lower = false) => {
  const code = `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
  return lower ? code.toLowerCase() : code;
};

/** The path's segments, each with whether the pattern has a parameter there. */
function segments(route: WalkedRoute): { text: string; param: boolean }[] {
  const pattern = route.pattern.split("/").filter(Boolean);
  return route.path
    .split("/")
    .filter(Boolean)
    .map((text, i) => ({ text, param: (pattern[i] ?? "").startsWith(":") }));
}

function respell(
  route: WalkedRoute,
  change: (s: { text: string; param: boolean }, i: number) => string,
) {
  const path = `/${segments(route).map(change).join("/")}`;
  return path === route.path ? undefined : path;
}

/** Every other spelling of the route's path that React Router answers as the same route. */
function pathSpellings(route: WalkedRoute): { name: string; path: string; query?: string }[] {
  const firstStatic = segments(route).findIndex((s) => !s.param);
  const firstParam = segments(route).findIndex((s) => s.param);
  const capitalised = respell(route, (s) =>
    s.param ? s.text : s.text.charAt(0).toUpperCase() + s.text.slice(1),
  );
  const encoded = respell(route, (s, i) =>
    i === firstStatic ? [...s.text].map((c) => hex(c, true)).join("") : s.text,
  );
  const encodedParam =
    firstParam < 0
      ? undefined
      : respell(route, (s, i) =>
          i === firstParam ? hex(s.text.charAt(0)) + s.text.slice(1) : s.text,
        );
  const list: { name: string; path: string | undefined; query?: string }[] = [
    { name: "capitalised", path: capitalised },
    { name: "percent-encoded", path: encoded },
    { name: "parameter percent-encoded", path: encodedParam },
    {
      name: "trailing slash",
      path: route.path === "/" ? undefined : `${route.path}/`,
    },
    {
      name: "two trailing slashes",
      path: route.path === "/" ? "//" : `${route.path}//`,
    },
    { name: "?index", path: route.path, query: "?index" },
    { name: "_routes", path: route.path, query: `?_routes=${route.id}` },
  ];
  return list.flatMap((s) => (s.path ? [{ name: s.name, path: s.path, query: s.query }] : []));
}

const dataOf = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

function documentSpellings(route: WalkedRoute): Spelling[] {
  return pathSpellings(route).map((s) => ({
    name: s.name,
    url: s.path + (s.query ?? ""),
    canonical: route.path + (s.query ?? ""),
  }));
}

function dataSpellings(route: WalkedRoute): Spelling[] {
  const canonical = dataOf(route.path);
  const list = pathSpellings(route)
    .filter((s) => s.name !== "two trailing slashes")
    .map((s) => ({
      name: `${s.name} .data`,
      url: (s.name === "trailing slash" ? `${s.path}.data` : dataOf(s.path)) + (s.query ?? ""),
      canonical: canonical + (s.query ?? ""),
    }));
  if (route.path !== "/")
    list.push({
      name: "/.data after a slash",
      url: `${route.path}/.data`,
      canonical,
    });
  return list;
}

// ---------------------------------------------------------------- requests and answers

let client = 0;
/** A new client address each time (a trusted loopback proxy names it), so no limit interferes. */
const nextClient = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

interface Ask {
  method: "GET" | "POST";
  url: string;
  session?: string;
  origin?: string;
  client?: string;
  body?: string;
}

function ask(a: Ask): Promise<Response> {
  const headers: Record<string, string> = {
    "X-Forwarded-For": a.client ?? nextClient(),
  };
  if (a.session) headers.cookie = `__Host-desk-session=${a.session}`;
  if (a.method === "POST") {
    headers.origin = a.origin ?? server.base;
    headers["content-type"] = "application/x-www-form-urlencoded";
  }
  return fetch(server.base + a.url, {
    method: a.method,
    headers,
    body: a.method === "POST" ? (a.body ?? "intent=walk") : undefined,
    redirect: "manual",
  });
}

const securityHeaders = [
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
];

/** What must not depend on the spelling: status, where a redirect goes, guards' headers. */
async function answerOf(res: Response, desk: boolean) {
  await res.arrayBuffer();
  const csp = res.headers.get("content-security-policy") ?? "";
  return {
    status: res.status,
    location: res.headers.get("location"),
    robots: res.headers.get("x-robots-tag"),
    cacheControl: desk ? res.headers.get("cache-control") : "(public: not compared)",
    csp: csp.includes("default-src 'none'") ? "non-document" : csp ? "document" : "none",
    security: securityHeaders.map((h) => `${h}: ${res.headers.get(h)}`),
  };
}

/** Runs `tasks` a few at a time (the server is one process; this only overlaps the waiting). */
async function inPool<T>(tasks: (() => Promise<T>)[], width = 4): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await (tasks[i] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

interface Case {
  what: string;
  method: "GET" | "POST";
  data: boolean;
  /** A session cookie for each request (a new one per post, since signing out ends it). */
  session: () => string | undefined;
  origin?: string;
}

function casesFor(route: WalkedRoute): Case[] {
  const none = () => undefined;
  const valid = () => session;
  const fresh = () => store.createSession(staffId);
  const cases: Case[] = [
    { what: "page, no session", method: "GET", data: false, session: none },
    { what: "data, no session", method: "GET", data: true, session: none },
    { what: "post, no session", method: "POST", data: false, session: none },
    {
      what: "data post, no session",
      method: "POST",
      data: true,
      session: none,
    },
  ];
  // Signed in, a post is walked as data (what the desk's forms send); as a page it would only
  // render the same action's answer again.
  if (route.desk)
    cases.push(
      { what: "page, signed in", method: "GET", data: false, session: valid },
      { what: "data, signed in", method: "GET", data: true, session: valid },
      {
        what: "data post, signed in",
        method: "POST",
        data: true,
        session: fresh,
      },
      {
        what: "post from another site, signed in",
        method: "POST",
        data: false,
        session: fresh,
        origin: "https://evil.example",
      },
    );
  return cases;
}

async function walk(route: WalkedRoute): Promise<string[]> {
  const problems: string[] = [];
  for (const c of casesFor(route)) {
    const canonicalUrl = c.data ? dataOf(route.path) : route.path;
    const spellings = c.data ? dataSpellings(route) : documentSpellings(route);
    const request = (url: string) =>
      ask({ method: c.method, url, session: c.session(), origin: c.origin });
    const expected = await answerOf(await request(canonicalUrl), route.desk);
    // A public page that takes no posts answers 405 whatever the spelling: nothing to guard.
    if (c.method === "POST" && !route.desk && expected.status === 405) continue;
    if (route.desk && expected.robots !== "noindex, nofollow")
      problems.push(`${c.what} ${canonicalUrl}: no X-Robots-Tag on the canonical answer`);
    // An address with a secret in it (app/platform/secret-links.server.ts) is never indexed, cached or sent on.
    if (secretLinkRouteIds.has(route.id)) {
      const raw = await request(canonicalUrl);
      await raw.arrayBuffer();
      const got = ["x-robots-tag", "cache-control", "referrer-policy"].map(
        (h) => `${h}: ${raw.headers.get(h)}`,
      );
      const want = [
        "x-robots-tag: noindex, nofollow",
        "cache-control: no-store",
        "referrer-policy: strict-origin",
      ];
      if (got.join() !== want.join())
        problems.push(`${c.what} ${canonicalUrl}: ${got.join("; ")} (a secret link's answer)`);
    }
    if (expected.status >= 500) problems.push(`${c.what} ${canonicalUrl}: ${expected.status}`);
    const answers = await inPool(
      spellings.map((s) => async () => {
        const answer = await answerOf(await request(s.url), route.desk);
        // A page asked for in another spelling is sent to the canonical one...
        if (c.method === "GET" && !c.data && answer.status === 301) {
          if (answer.location !== s.canonical)
            return `${c.what} ${s.url} (${s.name}): 301 to ${answer.location}, not ${s.canonical}`;
          // ...with the route's own headers already on the redirect.
          if (
            answer.robots !== expected.robots ||
            answer.security.join() !== expected.security.join()
          )
            return `${c.what} ${s.url} (${s.name}): the redirect lacks the route's headers`;
          if (route.desk && answer.cacheControl !== "no-store")
            return `${c.what} ${s.url} (${s.name}): the redirect may be cached`;
          return undefined;
        }
        const differences = (Object.keys(expected) as (keyof typeof expected)[])
          .filter((key) => JSON.stringify(answer[key]) !== JSON.stringify(expected[key]))
          .map(
            (key) =>
              `${key} ${JSON.stringify(answer[key])} (canonical: ${JSON.stringify(expected[key])})`,
          );
        return differences.length
          ? `${c.what} ${s.url} (${s.name}): ${differences.join("; ")}`
          : undefined;
      }),
    );
    problems.push(...answers.filter((a): a is string => a !== undefined));
  }
  return problems;
}

// ---------------------------------------------------------------- the walk

describe("every route answers every spelling as its canonical one", () => {
  it("walks the whole route table, the desk included", () => {
    const routes = walkedRoutes();
    const ids = routes.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(["home", "contact", "desk-inbox", "desk-passkey"]));
    expect(
      routes
        .filter((r) => r.desk)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...deskRouteIds].filter((id) => id !== "desk-layout").sort());
    // A desk path outside the desk's route table would escape its guards: there is none.
    for (const r of routes)
      if (r.pattern.toLowerCase().startsWith("/desk")) expect(r.desk, r.pattern).toBe(true);
  });

  it("the desk's routes", { timeout: 300_000 }, async () => {
    const problems = (
      await inPool(
        walkedRoutes()
          .filter((r) => r.desk)
          .map((r) => () => walk(r)),
        1,
      )
    ).flat();
    expect(problems).toEqual([]);
  });

  it("the public routes", { timeout: 300_000 }, async () => {
    const problems = (
      await inPool(
        walkedRoutes()
          .filter((r) => !r.desk)
          .map((r) => () => walk(r)),
        1,
      )
    ).flat();
    expect(problems).toEqual([]);
  });
});

describe("the desk's sign-in rate limit counts every spelling as one", () => {
  const stepSpellings = (step: string): string[] => {
    const route: WalkedRoute = {
      id: "desk-passkey",
      pattern: "/desk/passkey/:step",
      path: `/desk/passkey/${step}`,
      desk: true,
    };
    return [...documentSpellings(route), ...dataSpellings(route)].map((s) => s.url);
  };

  it("covers the sign-in and enrollment steps, and no signed-in step", () => {
    expect([...signInPasskeySteps]).toEqual([
      "sign-in-options",
      "sign-in",
      "enroll-options",
      "enroll",
    ]);
    expect([...signedInPasskeySteps]).toEqual(["confirm-options", "confirm", "add-options", "add"]);
  });

  it("refuses each spelling once the canonical spelling used the limit, and counts it towards the limit", {
    timeout: 120_000,
  }, async () => {
    const post = (url: string, from: string) =>
      ask({ method: "POST", url, client: from, body: "" }).then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      });
    const problems: string[] = [];
    for (const step of signInPasskeySteps) {
      const canonical = `/desk/passkey/${step}`;
      for (const spelling of stepSpellings(step)) {
        // The canonical spelling uses up the limit: the other spelling is refused.
        const a = nextClient();
        for (let i = 0; i < SIGN_IN_LIMIT; i++) await post(canonical, a);
        const after = await post(spelling, a);
        if (after !== 429) problems.push(`${spelling} after the limit: ${after}`);
        // The other spelling uses up the limit: the canonical spelling is refused.
        const b = nextClient();
        const statuses: number[] = [];
        for (let i = 0; i < SIGN_IN_LIMIT; i++) statuses.push(await post(spelling, b));
        if (statuses.includes(429))
          problems.push(`${spelling} refused before the limit: ${statuses}`);
        const canonicalAfter = await post(canonical, b);
        if (canonicalAfter !== 429)
          problems.push(
            `${canonical} after ${SIGN_IN_LIMIT} posts to ${spelling}: ${canonicalAfter}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });
});
