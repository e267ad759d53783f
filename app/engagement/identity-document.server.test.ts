import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type AppLoadContext, createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InquiryEngagementPanel } from "~/components/engagement/inquiry-engagement-panel";
import { ContactMessages } from "~/db/contact-messages.server";
import { SiteDatabase } from "~/db/database.server";
import { checklistTemplates } from "~/documents/checklist-templates";
import { documentRepositories } from "~/documents/document-repositories.server";
import { tokenHash } from "~/documents/document-requests.server";
import { inquiryEngagementView } from "./desk-engagement.server";
import {
  idDocumentStatus,
  identityChecklistLink,
  isIdentityItem,
} from "./identity-document.server";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 30, 15);
let dir: string;
let db: SiteDatabase;
let repos: ReturnType<typeof documentRepositories>;
let messageId: number;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "identity-document-"));
  db = SiteDatabase.open(dir);
  repos = documentRepositories(db);
  messageId = new ContactMessages(db).startFromBooking({
    receivedAt: now - DAY,
    firstName: "Lee",
    lastName: "Chan",
    email: "lee@example.com",
    consent: "v1",
  });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function request(items: string[], options: { expiresAt?: number; revoked?: boolean } = {}) {
  const id = repos.requests.createRequest({
    messageId,
    template: "purchase",
    title: "Buying a home",
    intro: "",
    tokenHash: tokenHash(`token-${Math.random()}`),
    createdAt: now - DAY,
    createdBy: null,
    dueAt: null,
    expiresAt: options.expiresAt ?? now + 10 * DAY,
    items: items.map((label) => ({ label })),
  });
  if (options.revoked) repos.requests.revokeRequest(id, now - 1);
  return id;
}

/** The desk's engagement panel for the view of the test running (rendered on its own route). */
let panelView: ReturnType<typeof inquiryEngagementView> = null;
function Panel() {
  return createElement(InquiryEngagementPanel, { view: panelView });
}

describe("the client's ID document on their letter's page (LSO By-Law 7.1)", () => {
  it("is not requested until a working checklist asks for a photo ID", () => {
    expect(idDocumentStatus(repos, messageId, now)).toEqual({ state: "not-requested" });
    request(["Agreement of purchase and sale"]);
    request(["Government-issued photo ID"], { revoked: true });
    request(["Government-issued photo ID"], { expiresAt: now - 1 });
    expect(idDocumentStatus(repos, messageId, now)).toEqual({ state: "not-requested" });
    expect(identityChecklistLink(repos, messageId, now)).toBeUndefined();
  });

  it("is still needed while the checklist's ID item has no file, and received once it has one", () => {
    const requestId = request([
      "Agreement of purchase and sale",
      "Government-issued photo ID for each buyer",
    ]);
    expect(idDocumentStatus(repos, messageId, now)).toEqual({ state: "needed", requestId });
    const idItem = repos.files.items(requestId).find((i) => isIdentityItem(i.label));
    repos.files.setItemState(idItem!.id, "returned", { now, reason: "unreadable" });
    expect(idDocumentStatus(repos, messageId, now).state).toBe("needed");
    repos.files.setItemState(idItem!.id, "received", { now });
    expect(idDocumentStatus(repos, messageId, now)).toEqual({ state: "received" });
    expect(identityChecklistLink(repos, messageId, now)).toBeUndefined();
  });

  it("gives a new link to the checklist that asks for it, which opens that checklist; only its hash is stored", () => {
    const requestId = request(["Government-issued photo ID"]);
    const link = identityChecklistLink(repos, messageId, now);
    expect(link).toMatch(/^\/documents\/[A-Za-z0-9_-]{43}$/);
    const token = link!.split("/").pop()!;
    expect(repos.requests.requestByToken(token, now)?.id).toBe(requestId);
    const stored = db.sqlite
      .prepare("SELECT token_hash AS h FROM document_request_links WHERE request_id = ?")
      .all(requestId) as { h: string }[];
    expect(stored.map((r) => r.h)).toEqual([tokenHash(token)]);
  });

  it("recognises the ID item of every checklist that asks for identity, and no other item", () => {
    const asking = checklistTemplates.flatMap((t) =>
      t.items.filter((i) => /identi|photo ID|passport|driver/i.test(i.label)).map((i) => i.label),
    );
    expect(asking.length).toBeGreaterThan(0);
    for (const label of asking) expect(isIdentityItem(label), label).toBe(true);
    expect(isIdentityItem("Passport-size photos")).toBe(false);
  });

  it("is said to be in, on the desk's engagement panel, once its checklist has received it", () => {
    const panel = () => {
      const context = {
        engagement: { service: { store: { forInquiry: () => [] } } },
        documents: repos,
      } as unknown as AppLoadContext;
      panelView = inquiryEngagementView(context, messageId, "immigration", now);
      const Stub = createRoutesStub([{ path: "/", Component: Panel }]);
      return renderToStaticMarkup(createElement(Stub)).replace(/<[^>]+>/g, "");
    };
    expect(panel()).toContain("send a document request that asks for it");
    const requestId = request(["Passport"]);
    expect(panel()).toContain("a document request asks for it, and it has not been received yet");
    expect(panel()).not.toContain("send a document request");
    const passport = repos.files.items(requestId).find((i) => isIdentityItem(i.label));
    repos.files.setItemState(passport!.id, "received", { now });
    expect(panel()).toContain("documents checklist: it has been received there.");
    expect(panel()).not.toContain("send a document request");
  });
});
