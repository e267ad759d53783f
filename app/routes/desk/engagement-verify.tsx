import { data, Form, Link } from "react-router";
import { deskButton, deskCard } from "~/components/desk/desk-button";
import { readFormData, unreadableForm } from "~/components/forms/read-form-data";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { verifyUploadedCopy } from "~/engagement/desk-engagement.server";
import type { Route } from "./+types/engagement-verify";

export const meta = () => deskMeta("Verify a signed letter");

export function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  return null;
}

/**
 * Verify a copy (docs/ENGAGEMENT.md#verifying-a-copy): the uploaded file's SHA-256 compared with
 * every signed and countersigned letter's recorded hash. A match means the file is, byte for byte,
 * the one the firm issued; any other file, however alike, is no match. Nothing is stored or
 * changed, so the post is not kept for replay (docs/DESK.md#every-action-once): that record knows a
 * file only by its name and size, and a changed copy of the same size must get its own answer.
 */
export async function action(args: Route.ActionArgs) {
  requireStaffAction(args);
  const form = await readFormData(args.request);
  if (!form) return data({ ok: false as const, message: unreadableForm }, { status: 400 });
  return verifyUploadedCopy(args.context, form);
}

export default function EngagementVerify({ actionData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl">Verify a signed engagement letter</h1>
      <p>
        Choose a PDF someone sent you as a signed or countersigned engagement letter. The desk
        compares its SHA-256 with the letters sealed when they were signed: only the very file we
        issued matches.
      </p>
      <Form method="post" encType="multipart/form-data" className={`${deskCard} space-y-4`}>
        <div>
          <label htmlFor="verify-file" className="block text-sm font-semibold">
            PDF to check
          </label>
          <input
            id="verify-file"
            type="file"
            name="file"
            accept="application/pdf,.pdf"
            required
            className="mt-1 block"
          />
        </div>
        <button type="submit" className={deskButton.primary}>
          Check the file
        </button>
      </Form>
      {actionData ? (
        <section aria-live="polite" aria-labelledby="verify-result" className={deskCard}>
          {!actionData.ok ? (
            <p id="verify-result" role="alert" className="font-semibold text-danger-700">
              {actionData.message}
            </p>
          ) : actionData.match ? (
            <div className="space-y-2">
              <h2 id="verify-result" className="text-xl text-success-700">
                Match: this is the {actionData.match.which} PDF of letter #
                {actionData.match.letterId}
              </h2>
              <p>
                It is byte for byte the file sealed on {actionData.match.at}.{" "}
                <Link
                  to={`/desk/engagement-letters/${actionData.match.letterId}`}
                  className="underline"
                >
                  Open letter #{actionData.match.letterId}
                </Link>
              </p>
              <p className="break-all text-sm text-muted">SHA-256: {actionData.sha256}</p>
            </div>
          ) : (
            <div className="space-y-2">
              <h2 id="verify-result" className="text-xl text-danger-700">
                No match: this file is not a letter we sealed
              </h2>
              <p>
                Its SHA-256 matches no signed or countersigned letter. It may have been changed,
                even by one byte, or be another file. Compare it with the copy in the desk.
              </p>
              <p className="break-all text-sm text-muted">SHA-256: {actionData.sha256}</p>
            </div>
          )}
        </section>
      ) : null}
    </article>
  );
}
