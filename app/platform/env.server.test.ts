import { describe, expect, it } from "vitest";
import { mailRouteVariables, parseEnv } from "~/platform/env.server";

const error = (env: Record<string, string>) => {
  try {
    parseEnv(env);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
};

describe("environment schema", () => {
  it("has the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      RETENTION_DAYS: 365,
      CONTACT_RATE_LIMIT: 5,
      OUTBOX_STUCK_AFTER_MINUTES: 60,
      TRUST_PROXY: "loopback",
    });
  });

  it.each([
    ["PORT", "0x10"],
    ["PORT", "1e3"],
    ["PORT", "3000.5"],
    ["PORT", "65536"],
    ["RETENTION_DAYS", "0x1F"],
    ["SMTP_URL", "smtp://"],
    ["SMTP_URL", "smtp://:587"],
    ["SMTP_URL", "http://mail.example.com"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "10.0.0.0/40"],
    ["TRUST_PROXY", "proxy.example.com"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(error({ [name]: value })).toContain(`${name}:`);
  });

  it("never repeats an SMTP password in its message", () => {
    expect(error({ SMTP_URL: "smtp://user:s3cret@" })).not.toContain("s3cret");
  });

  it.each([
    ["false", false],
    ["1", 1],
    ["loopback", "loopback"],
    ["10.0.0.0/8, loopback", "10.0.0.0/8,loopback"],
    ["::1, fd00::/8", "::1,fd00::/8"],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it("accepts a mail server URL with a host", () => {
    expect(parseEnv({ SMTP_URL: "smtps://u:p@smtp.example.com:465" }).SMTP_URL).toBe(
      "smtps://u:p@smtp.example.com:465",
    );
  });

  it("sends visitors' acknowledgements unless ACK_EMAILS=off", () => {
    expect(parseEnv({}).ACK_EMAILS).toBe("on");
    expect(parseEnv({ ACK_EMAILS: "" }).ACK_EMAILS).toBe("on");
    expect(parseEnv({ ACK_EMAILS: "OFF" }).ACK_EMAILS).toBe("off");
    expect(error({ ACK_EMAILS: "no" })).toContain("ACK_EMAILS: must be on or off");
  });

  it("names one MAIL_TO_<AREA> per service of the form, and routes those that are set", () => {
    expect(Object.keys(mailRouteVariables)).toEqual([
      "MAIL_TO_REAL_ESTATE",
      "MAIL_TO_IMMIGRATION",
      "MAIL_TO_WILLS_ESTATES",
      "MAIL_TO_FAMILY_LAW",
      "MAIL_TO_NOTARY",
      "MAIL_TO_CONSULTATION",
      "MAIL_TO_OTHER",
    ]);
    expect(parseEnv({}).MAIL_ROUTES).toEqual({});
    expect(
      parseEnv({
        MAIL_TO_REAL_ESTATE: "closings@firm.example",
        MAIL_TO_IMMIGRATION: " immigration@firm.example ",
        MAIL_TO_NOTARY: "",
      }).MAIL_ROUTES,
    ).toEqual({
      "real-estate": "closings@firm.example",
      immigration: "immigration@firm.example",
    });
  });

  it("refuses a MAIL_TO_<AREA> that is not one address, or not a practice area of the form", () => {
    expect(error({ MAIL_TO_FAMILY_LAW: "a@firm.example, b@firm.example" })).toContain(
      "MAIL_TO_FAMILY_LAW: must be one e-mail address",
    );
    const typo = error({ MAIL_TO_REALESTATE: "closings@firm.example" });
    expect(typo).toContain("MAIL_TO_REALESTATE: not a practice area");
    expect(typo).toContain("MAIL_TO_REAL_ESTATE");
  });

  it("reads the booking's reminder lead times (docs/BOOKING.md#e-mails-and-invitations)", () => {
    expect(parseEnv({}).BOOKING_REMINDERS).toEqual([24 * 60, 120]);
    expect(parseEnv({ BOOKING_REMINDERS: " 2h, 48h ,90m" }).BOOKING_REMINDERS).toEqual([
      48 * 60,
      120,
      90,
    ]);
    expect(parseEnv({ BOOKING_REMINDERS: "off" }).BOOKING_REMINDERS).toEqual([]);
    expect(parseEnv({}).BOOKING_RATE_LIMIT).toBe(10);
    for (const bad of ["24", "2 days", "5m", "400h", "24h,,2h"])
      expect(error({ BOOKING_REMINDERS: bad })).toContain("BOOKING_REMINDERS:");
  });

  it("takes the booking the firm chose in firm.ts unless BOOKING_PROVIDER overrides it", () => {
    expect(parseEnv({}).BOOKING_PROVIDER).toBe("own");
    expect(parseEnv({ BOOKING_PROVIDER: "" }).BOOKING_PROVIDER).toBe("own");
    expect(parseEnv({ BOOKING_PROVIDER: " External " }).BOOKING_PROVIDER).toBe("external");
    expect(error({ BOOKING_PROVIDER: "calendly" })).toContain(
      "BOOKING_PROVIDER: must be own or external",
    );
  });

  it("reads the documents' storage per person and upload expiry (docs/DOCUMENTS.md#storage-per-person)", () => {
    expect(parseEnv({})).toMatchObject({
      DOCUMENTS_QUOTA_PER_EMAIL_MB: 250,
      DOCUMENTS_QUOTA_PER_ADDRESS_MB: 500,
      DOCUMENTS_UPLOAD_EXPIRY_HOURS: 6,
      DOCUMENTS_CANCELLED_RETENTION_DAYS: 7,
      DOCUMENTS_PDF_CHECK_MS: 4000,
    });
    expect(parseEnv({ DOCUMENTS_QUOTA_PER_EMAIL_MB: "40" }).DOCUMENTS_QUOTA_PER_EMAIL_MB).toBe(40);
    for (const [name, bad] of [
      ["DOCUMENTS_QUOTA_PER_EMAIL_MB", "0"],
      ["DOCUMENTS_QUOTA_PER_ADDRESS_MB", "1.5"],
      ["DOCUMENTS_UPLOAD_EXPIRY_HOURS", "96"],
      ["DOCUMENTS_CANCELLED_RETENTION_DAYS", "-1"],
      ["DOCUMENTS_PDF_CHECK_MS", "60000"],
    ] as const)
      expect(error({ [name]: bad })).toContain(`${name}:`);
  });
});
