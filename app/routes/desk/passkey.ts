import { data } from "react-router";
import { confirmFirst } from "~/desk/desk.server";
import { deskOf } from "~/desk/desk-guard";
import type { Route } from "./+types/passkey";

const json = (body: Record<string, unknown>, status = 200, headers?: HeadersInit) =>
  Response.json(body, { status, headers });

/**
 * The ceremony's JSON object, or null when the post carries none (no body, another type, not JSON,
 * over 64 KB): answered 400, never 500 (app/components/forms/README.md).
 */
async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  if (!request.headers.get("content-type")?.startsWith("application/json")) return null;
  const text = await request.text().catch(() => "");
  if (text.length > 64 * 1024) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function loader() {
  throw data("Not found", { status: 404 });
}

/**
 * The passkey ceremonies (WebAuthn): options and verification for signing in, for enrolling from a
 * link, and, signed in, for confirming with an existing passkey and then adding one. Every step checks the Origin header; sign-in and
 * enrollment are rate limited by the server (app/desk/open-desk.server.ts).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const desk = deskOf(context);
  if (!desk.sameOrigin(request))
    return json({ message: "This request did not come from the desk." }, 403);
  const body = await readBody(request);
  if (!body)
    return json({ message: "This request did not carry the passkey's answer. Try again." }, 400);
  const token = typeof body.token === "string" ? body.token : "";
  switch (params.step) {
    case "sign-in-options":
      return json({ options: await desk.signInOptions() });
    case "sign-in": {
      const result = await desk.signIn(body.response);
      if (!result.ok || !result.sessionId)
        return json({ message: result.ok ? "" : result.message }, result.ok ? 500 : result.status);
      return json({ ok: true }, 200, { "Set-Cookie": desk.sessionCookie(result.sessionId) });
    }
    case "enroll-options": {
      const options = await desk.enrollOptions(token);
      if (!options)
        return json(
          { message: "This enrollment link has expired or was already used. Ask for a new one." },
          410,
        );
      return json({ options });
    }
    case "enroll": {
      const result = await desk.enroll(token, body.response);
      if (!result.ok || !result.sessionId)
        return json({ message: result.ok ? "" : result.message }, result.ok ? 500 : result.status);
      return json({ ok: true }, 200, { "Set-Cookie": desk.sessionCookie(result.sessionId) });
    }
    case "confirm-options":
    case "confirm":
    case "add-options":
    case "add": {
      const session = desk.session(request);
      if (!session) return json({ message: "Your session has ended. Sign in again." }, 401);
      if (params.step === "confirm-options")
        return json({ options: await desk.confirmOptions(session.staff) });
      if (params.step === "confirm") {
        const result = await desk.confirm(session, body.response);
        return result.ok ? json({ ok: true }) : json({ message: result.message }, result.status);
      }
      if (params.step === "add-options") {
        const options = await desk.addPasskeyOptions(session);
        return options ? json({ options }) : json({ message: confirmFirst }, 403);
      }
      const result = await desk.addPasskey(session, body.response);
      return result.ok ? json({ ok: true }) : json({ message: result.message }, result.status);
    }
    default:
      return json({ message: "Not found" }, 404);
  }
}
