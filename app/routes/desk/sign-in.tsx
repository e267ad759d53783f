import { useState } from "react";
import { redirect, useLocation } from "react-router";
import { deskButton } from "~/components/desk/desk-button";
import { DeskPublicShell } from "~/components/desk/desk-public-shell";
import { firm } from "~/content/firm";
import { deskOf } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { signInWithPasskey } from "~/desk/passkey-client";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import type { Route } from "./+types/sign-in";

export const meta = () => deskMeta("Sign in");

/** Someone already signed in goes straight to the inbox. */
export function loader({ request, context }: Route.LoaderArgs) {
  const desk = deskOf(context);
  if (desk.session(request)) throw redirect("/desk");
  return { firmName: firm.shortName };
}

/** Only a path inside the desk, so the link cannot send anyone elsewhere. */
function safeNext(next: string | null): string {
  return next && /^\/desk(\/|$|\?)/.test(next) && !next.startsWith("//") ? next : "/desk";
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const params = new URLSearchParams(useLocation().search);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const hydrated = useHydrated();
  const signedOut = params.get("signedOut");
  async function onSignIn() {
    setState({ busy: true });
    const result = await signInWithPasskey();
    if (result.ok) window.location.assign(safeNext(params.get("next")));
    else setState({ busy: false, error: result.message });
  }
  return (
    <DeskPublicShell firmName={loaderData.firmName} heading="Sign in">
      {signedOut ? (
        <p role="status" className="rounded-lg bg-success-50 p-3 font-semibold text-success-700">
          {signedOut === "everywhere"
            ? "You are signed out on every device. Passkeys still sign in: after you sign in, review yours and remove any you do not recognise."
            : "You are signed out."}
        </p>
      ) : null}
      <p>
        The desk uses passkeys: your phone’s or computer’s screen lock (fingerprint, face or PIN)
        instead of a password.
      </p>
      <noscript>
        <p className="font-semibold text-danger-700">
          Signing in with a passkey needs JavaScript. Turn it on for this site, then reload.
        </p>
      </noscript>
      <button
        type="button"
        className={`${deskButton.primary} w-full`}
        onClick={onSignIn}
        // A press before the page has hydrated did nothing and said nothing: the button is
        // enabled once the script that answers it has taken over (no control shown that cannot act).
        disabled={state.busy || !hydrated}
      >
        {state.busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      <p role="alert" className="min-h-6 font-semibold text-danger-700">
        {state.error}
      </p>
      <p className="text-sm text-muted">
        No passkey on this device, or lost your phone? Ask the person who manages the desk for an
        enrollment link.
      </p>
    </DeskPublicShell>
  );
}
