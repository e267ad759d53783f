/**
 * The browser side of the passkey ceremonies (WebAuthn, through @simplewebauthn/browser): fetch
 * options from the desk, let the device create or use a passkey, send the answer back.
 */
import { startAuthentication, startRegistration, WebAuthnError } from "@simplewebauthn/browser";

export type CeremonyResult = { ok: true } | { ok: false; message: string };

async function post(
  step: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`/desk/passkey/${step}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, json };
}

function failure(status: number, json: Record<string, unknown>): CeremonyResult {
  if (status === 429)
    return { ok: false, message: "Too many sign-in attempts. Wait 15 minutes and try again." };
  return {
    ok: false,
    message: typeof json.message === "string" ? json.message : "Something went wrong. Try again.",
  };
}

function deviceError(error: unknown): CeremonyResult {
  if (error instanceof WebAuthnError && error.name === "InvalidStateError")
    return { ok: false, message: "This device already has a passkey for the desk." };
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError"))
    return { ok: false, message: "The passkey request was cancelled or timed out. Try again." };
  return {
    ok: false,
    message: "This browser could not use a passkey. Try another browser or device.",
  };
}

/**
 * One ceremony: the desk's options for `step`, the device's answer (`askDevice`), then the answer
 * posted to `step` itself. `extra` goes with both posts (the enrollment link's token).
 */
async function ceremony(
  step: string,
  askDevice: (optionsJSON: never) => Promise<unknown>,
  extra: Record<string, unknown> = {},
): Promise<CeremonyResult> {
  const options = await post(`${step}-options`, extra);
  if (options.status !== 200) return failure(options.status, options.json);
  let answer: unknown;
  try {
    answer = await askDevice(options.json.options as never);
  } catch (error) {
    return deviceError(error);
  }
  const result = await post(step, { ...extra, response: answer });
  return result.status === 200 ? { ok: true } : failure(result.status, result.json);
}

const authenticate = (optionsJSON: never) => startAuthentication({ optionsJSON });
const register = (optionsJSON: never) => startRegistration({ optionsJSON });

/**
 * Signed in: confirms with one of the person's own passkeys (user verification), which the desk
 * asks for before any passkey is added or removed.
 */
export function confirmWithPasskey(): Promise<CeremonyResult> {
  return ceremony("confirm", authenticate);
}

/** Registration: `enroll` (with the link's token) or `add` (signed in, after confirming). */
export function registerPasskey(kind: "enroll" | "add", token?: string): Promise<CeremonyResult> {
  return ceremony(kind, register, { token });
}

export function signInWithPasskey(): Promise<CeremonyResult> {
  return ceremony("sign-in", authenticate);
}
