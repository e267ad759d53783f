import { describe, expect, it } from "vitest";
import { currentConsentVersion } from "~/contact/contact-fields";
import { type BookingValues, bookingValues, firstErrors, parseBookingForm } from "./booking-schema";

// docs/BOOKING.md#the-booking-form

/** The form's values checked as the action checks them: the typed value, or the first message per field. */
function parseBooking(values: BookingValues) {
  const submission = parseBookingForm(new URLSearchParams(values as Record<string, string>));
  return submission.status === "success"
    ? ({ success: true, data: submission.value } as const)
    : ({ success: false, errors: firstErrors(submission.reply()) } as const);
}

const valid = {
  type: "free-consultation",
  start: "2026-12-08T15:00:00.000Z",
  method: "video",
  firstName: "Amara",
  lastName: "Osei",
  email: "amara@example.com",
  consent: currentConsentVersion,
};

describe("the booking form", () => {
  it("accepts a time, a way to meet, a name, an e-mail address and the consent", () => {
    const r = parseBooking(valid);
    expect(r.success && r.data).toEqual(valid);
  });

  it("says everything that is missing at once, one message per field, the phone for a phone call included", () => {
    const r = parseBooking({ type: "free-consultation", method: "phone" });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.errors).toEqual({
      start: "Please choose a time.",
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: "Please enter your e-mail address.",
      phone: "Please enter the number we should call.",
      consent:
        "Please tick the box to agree that we may keep what you send and contact you about it.",
    });
  });

  it("names the phone's own problem, not the phone rule's, and asks nothing of a way to meet it cannot read", () => {
    const bad = parseBooking({ type: "free-consultation", method: "phone", phone: "call me" });
    expect(!bad.success && bad.errors.phone).toBe(
      "Please enter a phone number using digits, spaces, + ( ) - or ext.",
    );
    const noMethod = parseBooking({ ...valid, method: "fax" });
    expect(!noMethod.success && noMethod.errors).toEqual({
      method: "Please choose phone or video.",
    });
    // A video call needs no phone, whatever else is missing.
    const video = parseBooking({ type: "free-consultation", method: "video" });
    expect(!video.success && video.errors.phone).toBeUndefined();
  });

  it("needs the number to call for a phone consultation", () => {
    const r = parseBooking({ ...valid, method: "phone" });
    expect(!r.success && r.errors.phone).toBe("Please enter the number we should call.");
    expect(parseBooking({ ...valid, method: "phone", phone: "+1 (868) 555-0123" }).success).toBe(
      true,
    );
  });

  it("refuses a time that is not an instant, an unknown consent and overlong answers", () => {
    const r = parseBooking({
      ...valid,
      start: "tomorrow at 9",
      consent: "1999-01-01",
      note: "x".repeat(1_001),
      otherParties: "y".repeat(501),
      firstName: "A\nB",
    });
    expect(!r.success && Object.keys(r.errors).sort()).toEqual(
      ["consent", "firstName", "note", "otherParties", "start"].sort(),
    );
  });

  it("refuses names of invisible characters and control characters, as the contact form does (docs/PRODUCT-RULES.md#hostile-text)", () => {
    const r = parseBooking({
      ...valid,
      firstName: "\u200b\u200b",
      lastName: "Os\u0000ei",
      note: "Hello\u0000",
      otherParties: "Jo \u001b[31m",
    });
    expect(!r.success && r.errors).toEqual({
      firstName: "Please enter your first name.",
      lastName:
        "Your last name contains a control character (such as a NUL byte) that cannot be stored. Please type it again.",
      note: "Your note contains a control character (such as a NUL byte) that cannot be stored. Please type it again.",
      otherParties:
        "Your list of other people contains a control character (such as a NUL byte) that cannot be stored. Please type it again.",
    });
    // An optional answer of invisible characters is no answer.
    const blank = parseBooking({ ...valid, note: "\u200b", otherParties: "\ufeff" });
    expect(blank.success && blank.data).toEqual(valid);
  });

  it("reads only its own fields from a post", () => {
    const form = new FormData();
    form.set("firstName", "Amara");
    form.set("other", "ignored");
    expect(bookingValues(form)).toEqual({ firstName: "Amara" });
  });
});
