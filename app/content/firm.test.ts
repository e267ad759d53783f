import { describe, expect, it } from "vitest";
import {
  bioPath,
  firm,
  mailtoHref,
  serviceTerms,
  shownStatistics,
  telHref,
  weekdays,
} from "./firm";

describe("firm identity module", () => {
  it("uses fictional phone numbers in the 555-01xx range", () => {
    for (const phone of [firm.phone, firm.fax]) {
      expect(phone.e164).toMatch(/^\+1\d{3}55501\d{2}$/);
      expect(phone.display).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
  });

  it("uses e-mail addresses and the site URL on a reserved domain", () => {
    for (const address of [firm.email, ...firm.lawyers.map((l) => l.email)]) {
      expect(address).toMatch(/^[a-z.]+@[a-z-]+\.example$/);
    }
    expect(new URL(firm.siteUrl).hostname).toMatch(/\.example$/);
  });

  it("gives the principal extension 1000 and an Etobicoke office", () => {
    expect(firm.principalExtension).toBe("1000");
    expect(firm.address.locality).toBe("Etobicoke");
    expect(firm.address.region).toBe("ON");
  });

  it("has the two lawyers, each with a distinct biography route", () => {
    expect(firm.lawyers.map((l) => l.key)).toEqual(["principal", "caribbean"]);
    const paths = firm.lawyers.map(bioPath);
    expect(new Set(paths).size).toBe(2);
    for (const p of paths) expect(p).toMatch(/^\/[a-z0-9-]+-bio$/);
  });

  it("states the published office hours, consultation terms and reply times", () => {
    expect(firm.businessHours.map((h) => h.hours)).toEqual([
      "9:30 AM-6:30 PM",
      "11:00 AM-4:00 PM",
      "By appointment only",
    ]);
    expect(firm.consultation.minutes).toBe(15);
    expect(`${firm.consultation.days} ${firm.consultation.hours}`).toBe(
      "Monday to Friday 9:00 AM-5:00 PM",
    );
    expect(firm.replyTimes.businessDay).toBe("24 hours");
    expect(firm.replyTimes.otherDays).toBe("24-48 hours");
  });

  it("words each service term once: what it is, when it applies, in Toronto time", () => {
    expect(serviceTerms.officeHours).toBe(
      "Office hours (Toronto time): Monday to Friday 9:30 AM-6:30 PM; Saturday 11:00 AM-4:00 PM; Sunday by appointment only",
    );
    expect(serviceTerms.consultationHours).toBe(
      "Consultation hours (Toronto time): Monday to Friday 9:00 AM-5:00 PM",
    );
    expect(serviceTerms.replyTimes).toBe(
      "We reply within 24 hours on business days (Monday to Friday), and within 24-48 hours to messages sent over a weekend or public holiday.",
    );
    expect(serviceTerms.urgentReply).toMatch(/we aim to respond the same business day/);
    expect(serviceTerms.accessibilityAcknowledgement).toBe(
      "We acknowledge every accessibility request and all feedback within 2 business days.",
    );
    expect(Object.values(serviceTerms).join(" ")).not.toMatch(/\bE[SD]T\b/);
  });

  it("holds https URLs for links and embeds", () => {
    const urls = [
      firm.links.googleBusiness,
      ...firm.links.social.map((s) => s.href),
      // Every embed's address; `forms` is the choice of which the contact page offers.
      ...Object.entries(firm.embeds)
        .filter(([key]) => key !== "forms")
        .map(([, url]) => url),
    ];
    for (const url of urls) expect(new URL(url).protocol).toBe("https:");
    expect(["own", "external"]).toContain(firm.embeds.forms);
  });

  it("builds tel: and mailto: links", () => {
    expect(telHref(firm.phone, "1000")).toBe(`tel:${firm.phone.e164},1000`);
    expect(mailtoHref("a@b.example", "Hello there")).toBe(
      "mailto:a@b.example?subject=Hello%20there",
    );
  });

  it("states each statistic with what it counts and over what period (LSO Rule 4.2-1)", () => {
    expect(firm.statistics.map((s) => s.value)).toEqual(["50+", "98%", "5 star"]);
    for (const s of firm.statistics) {
      expect(s.basis.length, s.id).toBeGreaterThan(20);
      expect(s.period.trim(), s.id).not.toBe("");
    }
  });

  it("lets the firm switch a statistic off", () => {
    const [clients, rate, rating] = firm.statistics;
    const stats = [clients, { ...rate, show: false }, { ...rating, show: true }];
    expect(shownStatistics(stats).map((s) => s.id)).toEqual(["clients", "rating"]);
  });

  it("shows no success rate or star average by default, only the plain count of clients (LSO Rule 4.2-1)", () => {
    expect(shownStatistics().map((s) => s.id)).toEqual(["clients"]);
    for (const s of shownStatistics()) {
      expect(s.value, s.id).not.toMatch(/%|star/i);
      expect(s.label, s.id).not.toMatch(/success|rating|average/i);
    }
  });

  describe("booking settings (docs/BOOKING.md)", () => {
    const booking = firm.booking;

    it("offer the firm's own booking by default, with the free 15-minute consultation first", () => {
      expect(booking.provider).toBe("own");
      const first = booking.consultationTypes.find((t) => t.id === booking.defaultConsultationType);
      expect(first).toMatchObject({ minutes: firm.consultation.minutes, free: true });
      // Monday to Friday, 9:00 AM to 5:00 PM Toronto time, as firm.consultation states in words.
      expect(booking.timeZone).toBe("America/Toronto");
      expect(Object.keys(first?.hours ?? {})).toEqual(weekdays.slice(0, 5));
      for (const day of weekdays.slice(0, 5))
        expect(first?.hours[day]).toEqual([{ from: "09:00", to: "17:00" }]);
    });

    it("name only lawyers of this module, with hours on the 24-hour clock and real dates", () => {
      const keys = firm.lawyers.map((l) => l.key);
      const ids = booking.consultationTypes.map((t) => t.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const type of booking.consultationTypes) {
        expect(type.lawyers.length).toBeGreaterThan(0);
        for (const lawyer of type.lawyers) expect(keys).toContain(lawyer);
        expect(type.methods.length).toBeGreaterThan(0);
      }
      const ranges = [
        ...booking.consultationTypes.flatMap((t) => Object.values(t.hours).flat()),
        ...Object.values(booking.lawyerHours).flatMap((h) => Object.values(h).flat()),
      ];
      for (const r of ranges) {
        expect(r?.from).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(r?.to).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(r!.from < r!.to).toBe(true);
      }
      for (const c of booking.closures) {
        expect(new Date(`${c.from}T00:00:00Z`).toISOString().slice(0, 10)).toBe(c.from);
        expect(c.from <= c.to).toBe(true);
        expect(c.reason).not.toBe("");
      }
      for (const n of [booking.minimumNoticeMinutes, booking.bufferMinutes, booking.dailyMaximum])
        expect(Number.isInteger(n) && n >= 0).toBe(true);
      expect(booking.horizonDays).toBeGreaterThanOrEqual(1);
      expect(60 % booking.slotIntervalMinutes).toBe(0);
    });

    it("give each lawyer a video room on the reserved domain", () => {
      for (const lawyer of firm.lawyers) {
        const url = new URL(lawyer.videoLink);
        expect(url.protocol).toBe("https:");
        expect(url.hostname).toMatch(/\.example$/);
      }
    });
  });
});
