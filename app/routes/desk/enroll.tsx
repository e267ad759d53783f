import { useState } from "react";
import { data, useLocation } from "react-router";
import { deskButton } from "~/components/desk/desk-button";
import { DeskPublicShell } from "~/components/desk/desk-public-shell";
import { firm } from "~/content/firm";
import { deskOf } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { registerPasskey } from "~/desk/passkey-client";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import type { Route } from "./+types/enroll";

export const meta = () => deskMeta("Set up your passkey");

/** A valid link shows whose account it sets up; a used, revoked or expired one answers 410 Gone. */
export function loader({ params, context }: Route.LoaderArgs) {
  const desk = deskOf(context);
  const staff = desk.staff.enrollmentStaff(params.token ?? "");
  if (!staff)
    return data({ valid: false as const, name: "", firmName: firm.shortName }, { status: 410 });
  return { valid: true as const, name: staff.name, firmName: firm.shortName };
}

export default function Enroll({ loaderData }: Route.ComponentProps) {
  const token = useLocation().pathname.split("/").pop();
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const hydrated = useHydrated();
  if (!loaderData.valid) {
    return (
      <DeskPublicShell firmName={loaderData.firmName} heading="This link no longer works">
        <p>
          Enrollment links work once and for 24 hours. Ask whoever looks after the website for the
          firm to send you a new one.
        </p>
      </DeskPublicShell>
    );
  }
  async function onEnroll() {
    setState({ busy: true });
    const result = await registerPasskey("enroll", token);
    if (result.ok) window.location.assign("/desk");
    else setState({ busy: false, error: result.message });
  }
  return (
    <DeskPublicShell firmName={loaderData.firmName} heading={`Welcome, ${loaderData.name}`}>
      <p>
        Create a passkey on this device to sign in to the firm’s desk. Your device asks for its
        screen lock (fingerprint, face or PIN); nothing about it is sent to the firm. There is no
        password.
      </p>
      <noscript>
        <p className="font-semibold text-danger-700">
          Creating a passkey needs JavaScript. Turn it on, then reload.
        </p>
      </noscript>
      <button
        type="button"
        className={`${deskButton.primary} w-full`}
        onClick={onEnroll}
        // A press before the page has hydrated did nothing and said nothing: the button is
        // enabled once the script that answers it has taken over (no control shown that cannot act).
        disabled={state.busy || !hydrated}
      >
        {state.busy ? "Waiting for your device…" : "Create my passkey"}
      </button>
      <p role="alert" className="min-h-6 font-semibold text-danger-700">
        {state.error}
      </p>
      <p className="text-sm text-muted">
        This link works once and expires 24 hours after it was made.
      </p>
    </DeskPublicShell>
  );
}
