import { createHash } from "node:crypto";
import { data, redirect } from "react-router";
import { readFormData } from "~/components/forms/read-form-data";
import type { DeskServices } from "./desk.server";
import { submissionField, submissionKeyPattern } from "./desk-submission";

/** A first answer as kept for the same post sent again: a redirect, or the page's data. */
type KeptAnswer =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "data"; status: number; data: unknown };

/** The submissions being acted on in this process, so a second post waits for the first's answer. */
const inFlight = new Map<string, Promise<void>>();

/**
 * What identifies one post of one rendered form: its key, who sent it, the page, and every field
 * as sent (two different forms of one page, or two choices of one form, are two submissions).
 */
function digestOf(form: FormData, staffId: number, url: URL): string {
  const hash = createHash("sha256");
  hash.update(`${staffId}\n${url.pathname}\n`);
  for (const [name, value] of form.entries())
    hash.update(
      `${JSON.stringify(name)}=${JSON.stringify(typeof value === "string" ? value : `${value.name}:${value.size}`)}\n`,
    );
  return hash.digest("hex");
}

/** React Router's `data()` result: its data and its status. */
function asDataWithInit(value: unknown): { data: unknown; status: number } | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as { type?: unknown; data?: unknown; init?: { status?: unknown } | null };
  if (v.type !== "DataWithResponseInit") return undefined;
  return { data: v.data, status: typeof v.init?.status === "number" ? v.init.status : 200 };
}

/** The answer to keep, when the action succeeded (2xx or a redirect); undefined when it did not. */
function keepable(result: unknown): KeptAnswer | undefined {
  if (result instanceof Response) {
    const location = result.headers.get("Location");
    return result.status >= 300 && result.status < 400 && location
      ? { kind: "redirect", status: result.status, location }
      : undefined;
  }
  const withInit = asDataWithInit(result);
  if (withInit)
    return withInit.status < 400
      ? { kind: "data", status: withInit.status, data: withInit.data }
      : undefined;
  return { kind: "data", status: 200, data: result };
}

function replay<T>(kept: string): T {
  const answer = JSON.parse(kept) as KeptAnswer;
  // The same answer the first post got: its page data or its redirect (the action's own type).
  return (
    answer.kind === "redirect"
      ? redirect(answer.location, answer.status)
      : data(answer.data, { status: answer.status })
  ) as T;
}

/**
 * Runs a desk action once per submission (docs/DESK.md#every-action-once). A post carrying the
 * rendered form's key (`submissionField`) claims its digest before acting; the same post again (a
 * double click without JavaScript, a retry, the back button's "resend") waits for the first to
 * finish and gets its answer, and nothing is done twice: no second e-mail, note or move. A post
 * that was refused or failed gives its claim up, so sending it again acts. Call it after the
 * session and same-origin checks.
 */
export async function actOnce<T>(
  {
    desk,
    staffId,
    request,
    url,
    unless,
  }: {
    desk: DeskServices;
    staffId: number;
    request: Request;
    /** The page as React Router matched it (the action's `url`: the same for `.data` and not). */
    url: URL;
    /** Posts never kept: those whose answer holds a secret (a new feed link), never stored. */
    unless?: (form: FormData) => boolean;
  },
  act: () => Promise<T> | T,
): Promise<T> {
  // Read as every action reads its form: bounded in size before any action runs
  // (server/body-limit.ts), its fields decoded no further than the most a form may carry.
  const form = (await readFormData(request.clone())) ?? undefined;
  const key = form?.get(submissionField);
  if (!form || typeof key !== "string" || !submissionKeyPattern.test(key) || unless?.(form))
    return act();
  const digest = digestOf(form, staffId, url);
  for (;;) {
    const claim = desk.submissions.claim(digest, staffId, Date.now());
    if (claim.claimed) break;
    if (claim.answer !== null) return replay<T>(claim.answer);
    const first = inFlight.get(digest);
    // Claimed and unanswered, yet not being acted on here: cut off by a restart mid-action.
    if (!first)
      return data(
        {
          ok: false,
          message: "This was already sent, and may have been done. Reload the page to see.",
        },
        { status: 409 },
      ) as T;
    await first;
  }
  let finished = () => {};
  inFlight.set(
    digest,
    new Promise<void>((resolve) => {
      finished = resolve;
    }),
  );
  try {
    const result = await act();
    const kept = keepable(result);
    if (kept) desk.submissions.settle(digest, JSON.stringify(kept));
    else desk.submissions.release(digest);
    return result;
  } catch (error) {
    // A thrown redirect is an answer like any other; anything else is a failure.
    const kept = error instanceof Response ? keepable(error) : undefined;
    if (kept) desk.submissions.settle(digest, JSON.stringify(kept));
    else desk.submissions.release(digest);
    throw error;
  } finally {
    inFlight.delete(digest);
    finished();
  }
}
