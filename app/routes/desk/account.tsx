import { getFormProps } from "@conform-to/react";
import { type FormEvent, useState } from "react";
import { data, useFetcher } from "react-router";
import { AnswerStatus } from "~/components/desk/answer-status";
import { deskButton, deskCard } from "~/components/desk/desk-button";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { RadioGroupField } from "~/components/forms/radio-group-field";
import { readFormData } from "~/components/forms/read-form-data";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { confirmFirst } from "~/desk/desk.server";
import { accountForms, type DeskAnswer, noForm, refused } from "~/desk/desk-forms";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { formatDateTime } from "~/desk/desk-time";
import { confirmWithPasskey, registerPasskey } from "~/desk/passkey-client";
import type { Route } from "./+types/account";

export const meta = () => deskMeta("Account");

export function loader(args: Route.LoaderArgs) {
  const { desk, session } = requireStaff(args);
  return {
    me: { name: session.staff.name, email: session.staff.email },
    passkeys: desk.staff.passkeysOf(session.staff.id).map((p, index) => ({
      id: p.id,
      label: `Passkey ${index + 1}${p.backedUp ? " (synced)" : ""}`,
      created: formatDateTime(p.createdAt),
      lastUsed: p.lastUsedAt ? formatDateTime(p.lastUsedAt) : "never",
    })),
    team: desk.staff.listStaff().map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      active: s.disabledAt === null,
      passkeys: s.passkeys,
    })),
    added: new URL(args.request.url).searchParams.get("added") === "1",
    review: new URL(args.request.url).searchParams.get("review") === "1",
    digest: {
      on: desk.digests.wantsDigest(session.staff.id),
      /** "7:30 AM", or undefined when no digest is sent from this website. */
      time: desk.settings.digestTime,
    },
    sessionHours: Math.round(desk.settings.session.maxMs / 3_600_000),
    idleMinutes: Math.round(desk.settings.session.idleMs / 60_000),
  };
}

export async function action(args: Route.ActionArgs) {
  const { desk, session } = requireStaffAction(args);
  const form = await readFormData(args.request);
  if (!form) return data(noForm, { status: 400 });
  const submission = parseWithSchema(form, accountForms);
  if (submission.status !== "success") return data(refused(submission), { status: 400 });
  if (submission.value.intent === "daily-digest") {
    // Each person's own setting, recorded in the audit log (docs/DESK.md#the-daily-digest).
    const on = submission.value.digest === "on";
    desk.digests.setWantsDigest(session.staff.id, on);
    const answer: DeskAnswer = {
      ok: true,
      intent: "daily-digest",
      message: on
        ? "The daily e-mail is on: it comes on mornings when something is due or waiting."
        : "The daily e-mail is off: you will not get it any more.",
    };
    return answer;
  }
  // The removal spends a fresh confirmation with one of the person's passkeys (docs/DESK.md).
  const result = desk.removePasskey(session, submission.value.passkey);
  if (result === "unconfirmed") {
    const refusal: DeskAnswer = { ok: false, message: confirmFirst };
    return data(refusal, { status: 403 });
  }
  if (result === "last") {
    const refusal: DeskAnswer = {
      ok: false,
      message: "This is your only passkey: add another before removing it.",
    };
    return data(refusal, { status: 409 });
  }
  if (result === "missing") {
    const refusal: DeskAnswer = { ok: false, message: "That passkey is not yours." };
    return data(refusal, { status: 404 });
  }
  const answer: DeskAnswer = { ok: true, message: "Passkey removed. It can no longer sign in." };
  return answer;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { me, passkeys, team } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const passkeyAnswer = fetcher.data?.intent === "daily-digest" ? undefined : fetcher.data;
  const pageAnswer = actionData?.intent === "daily-digest" ? undefined : actionData;
  const [adding, setAdding] = useState<{ busy: boolean; message?: string }>({
    busy: false,
  });
  // Adding or removing a passkey first asks for one of the person's passkeys again
  // (docs/DESK.md#2-lost-or-replaced-devices): the device shows two prompts for an addition.
  async function onAdd() {
    setAdding({ busy: true });
    const confirmed = await confirmWithPasskey();
    const result = confirmed.ok ? await registerPasskey("add") : confirmed;
    // A fresh load shows the new passkey in the list.
    if (result.ok) window.location.assign("/desk/account?added=1");
    else setAdding({ busy: false, message: result.message });
  }
  async function onRemove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setAdding({ busy: true });
    const confirmed = await confirmWithPasskey();
    setAdding({ busy: false, ...(confirmed.ok ? {} : { message: confirmed.message }) });
    if (confirmed.ok) fetcher.submit(form);
  }
  // A confirmation the device refused is the newest news; otherwise the last answer of the server.
  const notice = adding.message
    ? { ok: false, message: adding.message }
    : (passkeyAnswer ??
      pageAnswer ??
      (loaderData.added
        ? { ok: true, message: "Passkey added." }
        : loaderData.review
          ? {
              ok: true,
              message:
                "You signed out everywhere. Check your passkeys below: remove any on a device you no longer have or do not recognise.",
            }
          : null));
  return (
    <div className="space-y-4">
      <h1 className="text-3xl">Account</h1>
      <p>
        Signed in as <strong>{me.name}</strong> ({me.email}). A session ends after{" "}
        {loaderData.idleMinutes} minutes without use and always after {loaderData.sessionHours}{" "}
        hours.
      </p>
      {notice ? (
        <p
          role={notice.ok ? "status" : "alert"}
          className={`rounded-card p-3 font-semibold ${notice.ok ? "bg-success-50 text-success-700" : "bg-danger-50 text-danger-700"}`}
        >
          {notice.message}
        </p>
      ) : null}
      <section aria-labelledby="passkeys-heading" className={deskCard}>
        <h2 id="passkeys-heading" className="text-xl font-semibold">
          Your passkeys
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <strong>{p.label}</strong>
                <span className="block text-sm text-muted">
                  Added {p.created}; last used {p.lastUsed}
                </span>
              </span>
              {passkeys.length > 1 ? (
                <fetcher.Form method="post" onSubmit={onRemove}>
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="passkey" value={p.id} />
                  <button
                    type="submit"
                    className={deskButton.secondary}
                    aria-label={`Remove ${p.label}`}
                    disabled={adding.busy}
                  >
                    Remove
                  </button>
                </fetcher.Form>
              ) : null}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${deskButton.primary} mt-3`}
          onClick={onAdd}
          disabled={adding.busy}
        >
          {adding.busy ? "Waiting for your device…" : "Add a passkey on this device"}
        </button>
        <p className="mt-2 text-sm text-muted">
          Add one on each device you use. Lost a device? Remove its passkey here from another one.
          Adding or removing a passkey first asks you to confirm with one you already have.
        </p>
      </section>
      <DailyDigest
        on={loaderData.digest.on}
        time={loaderData.digest.time}
        pageAnswer={actionData?.intent === "daily-digest" ? actionData : undefined}
      />
      <section aria-labelledby="sessions-heading" className={deskCard}>
        <h2 id="sessions-heading" className="text-xl font-semibold">
          Sessions
        </h2>
        <p className="mt-2 text-sm">
          Signs you out on every phone and computer, this one included. A passkey still signs in
          afterwards: if a device may be in the wrong hands,{" "}
          <a href="#passkeys-heading" className="underline">
            review your passkeys
          </a>{" "}
          and remove its passkey first.
        </p>
        <form method="post" action="/desk/sign-out" className="mt-3">
          <input type="hidden" name="scope" value="everywhere" />
          <button type="submit" className={deskButton.secondary}>
            Sign out everywhere
          </button>
        </form>
      </section>
      <section aria-labelledby="team-heading" className={deskCard}>
        <h2 id="team-heading" className="text-xl font-semibold">
          Who has access
        </h2>
        <ul className="mt-3 space-y-1 text-sm">
          {team.map((s) => (
            <li key={s.id}>
              <strong>{s.name}</strong> ({s.email}):{" "}
              {s.active ? `${s.passkeys} passkey${s.passkeys === 1 ? "" : "s"}` : "disabled"}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-muted">
          To add a colleague or close an account, ask whoever looks after the website for the firm:
          it is done on the server, not here.
        </p>
      </section>
    </div>
  );
}

/**
 * The person's own daily digest (docs/DESK.md#the-daily-digest): on or off, one form through the
 * form system; without JavaScript it posts and the page answers the same.
 */
function DailyDigest({
  on,
  time,
  pageAnswer,
}: {
  on: boolean;
  time: string | undefined;
  pageAnswer: DeskAnswer | undefined;
}) {
  const fetcher = useFetcher<DeskAnswer>();
  const answer = (fetcher.data?.intent === "daily-digest" ? fetcher.data : undefined) ?? pageAnswer;
  const [form, fields] = useSchemaForm<{ digest: string }>(accountForms, {
    id: "daily-digest",
    lastResult: fetcher.state === "idle" ? answer?.result : undefined,
    defaultValue: { digest: on ? "on" : "off" },
  });
  return (
    <section aria-labelledby="digest-heading" className={deskCard}>
      <h2 id="digest-heading" className="text-xl font-semibold">
        Daily e-mail
      </h2>
      <p className="mt-2 text-sm">
        {time
          ? `A short e-mail at ${time} (Toronto time) listing your follow-ups due and the inquiries, yours or no one's, waiting for a first reply, with links to each. None comes on a day with nothing to tell you.`
          : "A short e-mail each morning listing your follow-ups due and the inquiries waiting for a first reply. This website does not send it at the moment, whatever you choose here; whoever looks after the website for the firm can turn it on."}
      </p>
      <fetcher.Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="daily-digest" />
        <RadioGroupField
          field={fields.digest}
          legend="Your daily e-mail"
          appearance="desk"
          options={[
            { value: "on", label: "Send me the daily e-mail" },
            { value: "off", label: "Do not send it to me" },
          ]}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className={deskButton.secondary}
            disabled={fetcher.state !== "idle"}
          >
            Save
          </button>
          <AnswerStatus answer={answer} />
        </div>
      </fetcher.Form>
    </section>
  );
}
