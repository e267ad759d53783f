import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { parseCookie } from "cookie";
import type { AuditLog } from "~/db/audit-log.server";
import type { SiteDatabase } from "~/db/database.server";
import type { DeskDigests } from "~/db/desk-digests.server";
import type { DeskFormSubmissions } from "~/db/desk-form-submissions.server";
import type { DeskReplies } from "~/db/desk-replies.server";
import type { FollowUps } from "~/db/follow-ups.server";
import type { Inbox } from "~/db/inbox.server";
import type { Inquiries } from "~/db/inquiries.server";
import type { InquiryConflicts } from "~/db/inquiry-conflicts.server";
import type { Repositories } from "~/db/repositories.server";
import type { SessionPolicy, StaffAccess } from "~/db/staff-access.server";
import type { Logger } from "~/platform/logger.server";
import { ClientJourneys } from "./client-journeys.server";
import type { DeskSession, StaffMember } from "./desk-types";

/**
 * The WebAuthn library, loaded at the first passkey ceremony: its modules take about half a second
 * of CPU to load, which every start of the server (and of each test server) would otherwise pay
 * (docs/PERFORMANCE.md#server-start).
 */
const webauthn = () => import("@simplewebauthn/server");

/** The session cookie: host-only, HTTPS-only, invisible to scripts (OWASP Session Management). */
export const sessionCookieName = "__Host-desk-session";

export interface DeskSettings {
  /** SITE_URL: the relying party's origin; its host is the WebAuthn RP ID. */
  siteUrl: string;
  origin: string;
  rpId: string;
  rpName: string;
  retentionDays: number;
  session: SessionPolicy;
  notificationsOn: boolean;
  /** The firm's sending address (MAIL_FROM): replies written in the desk go out from it. */
  replyFrom?: string;
  /** When the daily digest goes ("7:30 AM"), or undefined when it is not sent at all. */
  digestTime?: string;
}

export type PasskeyResult =
  | { ok: true; staff: StaffMember; sessionId?: string }
  | { ok: false; status: number; message: string };

/**
 * Everything the desk's routes need, handed to them through React Router's load context by the
 * production server (app/desk/open-desk.server.ts): the repositories it works on (app/db), the session check and
 * the passkey ceremonies.
 */
export class DeskServices {
  /** Staff accounts, enrollment links, challenges, passkeys and sessions. */
  readonly staff: StaffAccess;
  /** Each inquiry's status, assignee and notes, with deletions and exports. */
  readonly inquiries: Inquiries;
  readonly audit: AuditLog;
  /** The inbox's pages, counts and next/previous (docs/DESK.md#the-inbox). */
  readonly inbox: Inbox;
  /** Notes with follow-up dates (docs/DESK.md#follow-ups). */
  readonly followUps: FollowUps;
  /** Replies e-mailed from the desk (docs/DESK.md#replies). */
  readonly replies: DeskReplies;
  /** Each person's daily digest setting (docs/DESK.md#the-daily-digest). */
  readonly digests: DeskDigests;
  /** Each desk form's post, acted on once (docs/DESK.md#every-action-once). */
  readonly submissions: DeskFormSubmissions;
  /** Where each client stands, from inquiry to retainer (docs/INTAKE.md#stages). */
  readonly journeys: ClientJourneys;
  /** The conflict check on inquiries (docs/DESK.md#the-conflict-check). */
  readonly conflicts: InquiryConflicts;
  readonly settings: DeskSettings;
  private readonly db: SiteDatabase;
  private readonly logger: Logger;
  private readonly onRetry: () => void;

  constructor(options: {
    repositories: Repositories;
    settings: Omit<DeskSettings, "origin" | "rpId">;
    logger: Logger;
    wakeOutbox?: () => void;
  }) {
    const url = new URL(options.settings.siteUrl);
    this.settings = { ...options.settings, origin: url.origin, rpId: url.hostname };
    this.staff = options.repositories.staff;
    this.inquiries = options.repositories.inquiries;
    this.audit = options.repositories.audit;
    this.inbox = options.repositories.inbox;
    this.followUps = options.repositories.followUps;
    this.replies = options.repositories.replies;
    this.digests = options.repositories.digests;
    this.submissions = options.repositories.submissions;
    this.conflicts = options.repositories.messages.conflictCheck;
    this.db = options.repositories.db;
    this.journeys = new ClientJourneys(options.repositories.db);
    this.logger = options.logger;
    this.onRetry = options.wakeOutbox ?? (() => {});
  }

  wakeOutbox(): void {
    this.onRetry();
  }

  // ---------------------------------------------------------------- sessions and cookies

  /** The session cookie's value, read from the Cookie header by `cookie` (RFC 6265 §5.4). */
  private cookieValue(request: Request): string | undefined {
    const header = request.headers.get("cookie");
    if (!header) return undefined;
    return parseCookie(header)[sessionCookieName];
  }

  /** The valid session of this request, or undefined. */
  session(request: Request, now = Date.now()): DeskSession | undefined {
    const id = this.cookieValue(request);
    if (!id) return undefined;
    return this.staff.session(id, this.settings.session, now);
  }

  /** Whether the request carries any session cookie at all (to clear a stale one). */
  hasSessionCookie(request: Request): boolean {
    return this.cookieValue(request) !== undefined;
  }

  sessionCookie(id: string): string {
    const maxAge = Math.floor(this.settings.session.maxMs / 1000);
    return `${sessionCookieName}=${id}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
  }

  clearedCookie(): string {
    return `${sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
  }

  /**
   * A state-changing request must come from the desk's own pages: its Origin header must be
   * SITE_URL's origin (OWASP CSRF Prevention Cheat Sheet, "Verifying Origin With Standard Headers").
   */
  sameOrigin(request: Request): boolean {
    return request.headers.get("origin") === this.settings.origin;
  }

  // ---------------------------------------------------------------- passkey ceremonies (WebAuthn Level 3)

  /** Sign-in with a discoverable credential: the passkey says who the person is. */
  async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID: this.settings.rpId,
      userVerification: "required",
      timeout: 120_000,
    });
    this.staff.saveChallenge(options.challenge, "sign-in", null);
    return options;
  }

  async signIn(body: unknown): Promise<PasskeyResult> {
    const verified = await this.verifyAssertion(body, "sign-in", null);
    if (!verified.ok) return verified;
    const { staff } = verified;
    const sessionId = this.staff.createSession(staff.id, Date.now(), this.settings.session);
    this.audit.record(staff.id, "signed-in");
    return { ok: true, staff, sessionId };
  }

  /**
   * Checks an assertion (WebAuthn Level 3, §7.2) made with a registered passkey of an enabled
   * account, for a challenge issued for `purpose` (and, when confirming, for that person), with user
   * verification; records the passkey's new signature counter.
   */
  private async verifyAssertion(
    body: unknown,
    purpose: "sign-in" | "confirm",
    staffId: number | null,
  ): Promise<PasskeyResult> {
    const response = body as AuthenticationResponseJSON;
    if (typeof response?.id !== "string" || typeof response?.response !== "object")
      return { ok: false, status: 400, message: "The sign-in answer was incomplete." };
    const passkey = this.staff.passkey(response.id);
    const staff = passkey ? this.staff.staffById(passkey.staffId) : undefined;
    // The authenticator names the account the passkey belongs to (WebAuthn Level 3, §7.2 step 6):
    // it must be the account that registered it.
    const userHandle = response.response?.userHandle;
    const handleMatches = !userHandle || (staff && userHandle === this.staff.userHandle(staff.id));
    if (
      !passkey ||
      !staff ||
      staff.disabledAt !== null ||
      !handleMatches ||
      (staffId !== null && staff.id !== staffId)
    )
      return {
        ok: false,
        status: 401,
        message:
          staffId === null
            ? "This passkey is not registered for the desk, or its account is disabled."
            : "Use one of your own passkeys for the desk.",
      };
    try {
      const { verifyAuthenticationResponse } = await webauthn();
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => this.staff.consumeChallenge(challenge, purpose, staffId),
        expectedOrigin: this.settings.origin,
        expectedRPID: this.settings.rpId,
        credential: {
          id: passkey.id,
          publicKey: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
      if (!result.verified) throw new Error("not verified");
      this.staff.markPasskeyUsed(passkey.id, result.authenticationInfo.newCounter);
    } catch (error) {
      this.logger.warn(purpose === "sign-in" ? "desk_sign_in_refused" : "desk_confirm_refused", {
        reason: errorName(error),
      });
      return { ok: false, status: 401, message: "The passkey could not be verified. Try again." };
    }
    return { ok: true, staff };
  }

  // ---------------------------------------------------------------- confirming before a change of passkeys

  /**
   * A signed-in person proves again, with one of their own passkeys and user verification, that
   * they are at the device before adding or removing a passkey: a stolen session cookie alone
   * cannot plant a passkey that outlives "Sign out everywhere" (OWASP ASVS 5.0, V6 and V7:
   * re-authentication before changing authentication factors).
   */
  async confirmOptions(staff: StaffMember): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID: this.settings.rpId,
      allowCredentials: this.staff.passkeyTransports(staff.id),
      userVerification: "required",
      timeout: 120_000,
    });
    this.staff.saveChallenge(options.challenge, "confirm", staff.id);
    return options;
  }

  /** Verifies the confirmation; the session may then make one change of passkeys for a while. */
  async confirm(session: DeskSession, body: unknown): Promise<PasskeyResult> {
    const verified = await this.verifyAssertion(body, "confirm", session.staff.id);
    if (!verified.ok) return verified;
    this.staff.confirmSession(session.idHash);
    this.audit.record(session.staff.id, "passkey-confirmed");
    return verified;
  }

  private async registrationOptions(
    staff: StaffMember,
    purpose: "enroll" | "add-passkey",
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: this.settings.rpName,
      rpID: this.settings.rpId,
      userName: staff.email,
      userDisplayName: staff.name,
      userID: Buffer.from(this.staff.userHandle(staff.id), "base64url"),
      attestationType: "none",
      excludeCredentials: this.staff.passkeyTransports(staff.id),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      timeout: 120_000,
    });
    this.staff.saveChallenge(options.challenge, purpose, staff.id);
    return options;
  }

  /**
   * Verifies a new passkey and stores it, if `beforeStore` (run in the same transaction) agrees:
   * enrollment uses it to spend the link, so two answers to one link cannot both register.
   */
  private async register(
    staff: StaffMember,
    purpose: "enroll" | "add-passkey",
    body: unknown,
    beforeStore: () => boolean = () => true,
  ): Promise<"stored" | "invalid" | "refused"> {
    const response = body as RegistrationResponseJSON;
    if (typeof response?.id !== "string" || typeof response?.response !== "object")
      return "invalid";
    try {
      const { verifyRegistrationResponse } = await webauthn();
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => this.staff.consumeChallenge(challenge, purpose, staff.id),
        expectedOrigin: this.settings.origin,
        expectedRPID: this.settings.rpId,
        requireUserVerification: true,
      });
      if (!result.verified) throw new Error("not verified");
      const info = result.registrationInfo;
      return this.db.transaction(() => {
        if (!beforeStore()) return "refused" as const;
        this.staff.addPasskey(staff.id, {
          id: info.credential.id,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          transports: info.credential.transports ?? response.response.transports,
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
        });
        return "stored" as const;
      });
    } catch (error) {
      this.logger.warn("desk_passkey_refused", { reason: errorName(error) });
      return "invalid";
    }
  }

  async enrollOptions(token: string): Promise<PublicKeyCredentialCreationOptionsJSON | undefined> {
    const staff = this.staff.enrollmentStaff(token);
    return staff ? this.registrationOptions(staff, "enroll") : undefined;
  }

  /** Registers the first passkey from an enrollment link, uses the link up and signs the person in. */
  async enroll(token: string, body: unknown): Promise<PasskeyResult> {
    const staff = this.staff.enrollmentStaff(token);
    if (!staff) return { ok: false, status: 410, message: expiredLink };
    const registered = await this.register(staff, "enroll", body, () =>
      this.staff.consumeEnrollment(token),
    );
    if (registered === "refused") return { ok: false, status: 410, message: expiredLink };
    if (registered !== "stored")
      return { ok: false, status: 400, message: "The passkey could not be registered. Try again." };
    this.audit.record(staff.id, "passkey-enrolled");
    const sessionId = this.staff.createSession(staff.id, Date.now(), this.settings.session);
    this.audit.record(staff.id, "signed-in");
    return { ok: true, staff, sessionId };
  }

  /** Options for a new passkey, only after a fresh confirmation with an existing one. */
  async addPasskeyOptions(
    session: DeskSession,
  ): Promise<PublicKeyCredentialCreationOptionsJSON | undefined> {
    if (!this.staff.isConfirmed(session.idHash)) return undefined;
    return this.registrationOptions(session.staff, "add-passkey");
  }

  /** Stores the new passkey and spends the confirmation, in one transaction. */
  async addPasskey(session: DeskSession, body: unknown): Promise<PasskeyResult> {
    const { staff } = session;
    if (!this.staff.isConfirmed(session.idHash))
      return { ok: false, status: 403, message: confirmFirst };
    const stored = await this.register(staff, "add-passkey", body, () =>
      this.staff.spendConfirmation(session.idHash),
    );
    if (stored === "refused") return { ok: false, status: 403, message: confirmFirst };
    if (stored !== "stored")
      return { ok: false, status: 400, message: "The passkey could not be registered. Try again." };
    this.audit.record(staff.id, "passkey-added");
    return { ok: true, staff };
  }

  /**
   * Removes one of the person's passkeys (never their last) after a fresh confirmation, which the
   * removal spends.
   */
  removePasskey(
    session: DeskSession,
    passkeyId: string,
  ): "removed" | "last" | "missing" | "unconfirmed" {
    const result = this.db.transaction(() => {
      if (!this.staff.isConfirmed(session.idHash)) return "unconfirmed" as const;
      const removed = this.staff.removePasskey(session.staff.id, passkeyId);
      if (removed === "removed") this.staff.spendConfirmation(session.idHash);
      return removed;
    });
    if (result === "removed") this.audit.record(session.staff.id, "passkey-removed");
    return result;
  }
}

/** The answer to a change of passkeys without a fresh confirmation. */
export const confirmFirst =
  "Confirm it is you with one of your passkeys first, then try again within five minutes.";

const expiredLink =
  "This enrollment link has expired or was already used. Ask the person who manages the desk for a new one.";

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "unknown";
}
