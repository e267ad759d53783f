/**
 * The client's engagement letter page behind its link (docs/ENGAGEMENT.md#the-clients-steps):
 * step 1, a one-time code e-mailed to the same address; step 2, the letter and the consent to sign
 * electronically; step 3, the signature. Nothing of the letter is read before the link is proven
 * (a malformed, unknown, turned-off or expired link is a 404 like any unknown address), and nothing
 * of it is shown before the code is: the browser that entered it carries a cookie (only its hash is
 * stored) for two hours.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import { z } from "zod";
import { readFormData, unreadableForm } from "~/components/forms/read-form-data";
import { consentWording } from "./engagement-service.server";
import type { LetterRow } from "./engagement-store.server";
import {
  type IdDocumentStatus,
  idDocumentStatus,
  identityChecklistLink,
} from "./identity-document.server";
import { letterSections } from "./letter";
import { clientSessionMs } from "./letter-access.server";
import { letterState } from "./letter-stage.server";

const notFound = () => data(null, { status: 404 });
const cookieName = "engagement_session";

function cookieOf(request: Request): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookieName) return rest.join("=");
  }
  return undefined;
}

/** HttpOnly, Secure, SameSite=Lax, only for the letters' addresses, two hours (RFC 6265). */
function sessionCookie(value: string) {
  return `${cookieName}=${value}; Path=/engagement/; Max-Age=${clientSessionMs / 1000}; HttpOnly; Secure; SameSite=Lax`;
}

function opened(context: AppLoadContext, token: string | undefined) {
  const engagement = context.engagement;
  const row =
    engagement && token ? engagement.service.access.open(token, engagement.client) : undefined;
  if (!engagement || !row) throw notFound();
  return { engagement, row };
}

export type EngagementStep = "code" | "consent" | "sign" | "signed";

/**
 * The ID document's status (By-Law 7.1), for a browser that proved the code only: null before, or
 * when the letter has no inquiry or the server keeps no documents.
 */
function idDocumentOf(context: AppLoadContext, row: LetterRow, verified: boolean) {
  if (!verified || row.messageId === null || !context.documents) return null;
  return idDocumentStatus(context.documents, row.messageId) satisfies IdDocumentStatus;
}

function stepOf(row: LetterRow, verified: boolean): EngagementStep {
  if (row.signedAt) return "signed";
  if (!verified) return "code";
  return row.consentedAt ? "sign" : "consent";
}

export function engagementLoader(
  context: AppLoadContext,
  params: { token?: string },
  request: Request,
) {
  const { engagement, row } = opened(context, params.token);
  const verified = engagement.service.access.clientVerified(row, cookieOf(request));
  const step = stepOf(row, verified);
  const base = { step, title: row.title, firstName: null as string | null };
  if (step === "code" || step === "signed")
    return {
      ...base,
      codeSent: row.codeSentAt !== null && row.signedAt === null,
      letter: null,
      consentWording,
      clientName: null,
      signedSha256: step === "signed" && verified ? row.signedSha256 : null,
      state: letterState(row),
      idDocument: idDocumentOf(context, row, verified),
    };
  const terms = engagement.service.terms(row);
  return {
    ...base,
    firstName: terms.clientName.split(" ")[0] ?? null,
    codeSent: true,
    letter: { title: terms.title, sections: letterSections(terms), date: terms.date },
    consentWording,
    clientName: row.clientName,
    signedSha256: null,
    state: letterState(row),
    idDocument: idDocumentOf(context, row, verified),
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send-code") }),
  z.object({ intent: z.literal("verify-code"), code: z.string().max(20).default("") }),
  z.object({ intent: z.literal("consent"), consent: z.literal("yes").optional() }),
  z.object({ intent: z.literal("sign"), name: z.string().max(200).default("") }),
  z.object({ intent: z.literal("open-documents") }),
]);

export type EngagementActionData = { errors: Record<string, string>; notice?: string };

export async function engagementAction(
  context: AppLoadContext,
  params: { token?: string },
  request: Request,
) {
  const { engagement, row } = opened(context, params.token);
  const here = `/engagement/${params.token}`;
  const fail = (errors: Record<string, string>, status = 400) =>
    data<EngagementActionData>({ errors }, { status });
  // Not a form (no body, JSON): 400, never 500 (app/components/forms/README.md). The body's size
  // was bounded before (server/body-limit.ts), and its fields decoded no further than the most a
  // form may carry.
  const form = await readFormData(request);
  if (!form) return fail({ form: unreadableForm });
  const post = actionSchema.safeParse(Object.fromEntries(form));
  if (!post.success) return fail({ form: "Reload the page and try again." });
  const client = engagement.client;
  const verified = engagement.service.access.clientVerified(row, cookieOf(request));
  switch (post.data.intent) {
    case "send-code": {
      const sent = engagement.service.access.requestCode(row, client);
      if (!sent.ok) return fail({ code: sent.message }, 429);
      return redirect(`${here}?sent=1#code`, 303);
    }
    case "verify-code": {
      const result = engagement.service.access.verifyCode(row, post.data.code, client);
      if (!result.ok) return fail({ code: result.message });
      return redirect(here, {
        status: 303,
        headers: { "Set-Cookie": sessionCookie(result.sessionToken) },
      });
    }
    case "consent": {
      if (!verified) return redirect(here, 303);
      if (post.data.consent !== "yes")
        return fail({
          consent: "Tick the box to agree to sign electronically, or call us to sign on paper.",
        });
      engagement.service.consent(row, client);
      return redirect(`${here}#sign`, 303);
    }
    case "open-documents": {
      // A new link to the checklist that asks for the ID, for the browser that proved the code.
      const link =
        verified && row.messageId !== null && context.documents
          ? identityChecklistLink(context.documents, row.messageId)
          : undefined;
      return redirect(link ?? here, 303);
    }
    case "sign": {
      if (!verified) return redirect(here, 303);
      const signed = await engagement.service.sign(row, post.data.name, client);
      if (!signed.ok) return fail({ name: signed.message });
      return redirect(here, 303);
    }
  }
}
