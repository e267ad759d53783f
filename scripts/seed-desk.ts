/**
 * Fills an empty data directory with made-up inquiries for measuring the desk at scale
 * (docs/PERFORMANCE.md#the-desk-at-100000-inquiries):
 *
 *   npx tsx scripts/seed-desk.ts --data-dir /tmp/desk-100k [--inquiries 100000] [--staff 6]
 *
 * Every name, address, phone number and message is invented (phone numbers in the 555-01xx range,
 * addresses on example.com, .net and .org), and the same seed gives the same database. It writes
 * through the same database layer as the server (migrations, triggers, search index), in one
 * transaction per 5,000 inquiries. It refuses a database that already holds messages, so it can
 * never mix invented inquiries into real ones.
 */
import { SiteDatabase } from "../app/db/database.server";
import { repositories } from "../app/db/repositories.server";
import { formatIsoDate } from "../app/lib/domain/dates";
import { firmToday } from "../app/platform/firm-clock";

const args = process.argv.slice(2);
const opt = (name: string, fallback?: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const dataDir = opt("--data-dir");
const count = Number(opt("--inquiries", "100000"));
const staffCount = Number(opt("--staff", "6"));
if (!dataDir || !Number.isInteger(count) || count < 1 || !Number.isInteger(staffCount)) {
  process.stderr.write(
    "Usage: tsx scripts/seed-desk.ts --data-dir DIR [--inquiries 100000] [--staff 6]\n",
  );
  process.exit(2);
}

/** mulberry32: a small seeded generator, so every run builds the same inquiries. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(20261125);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const chance = (p: number) => random() < p;

const firstNames = [
  "Aaliyah",
  "Aarav",
  "Adebayo",
  "Aiko",
  "Alejandro",
  "Amara",
  "Amir",
  "Ana",
  "Andrei",
  "Anjali",
  "Ari",
  "Beatriz",
  "Bilal",
  "Carmen",
  "Chen",
  "Chloe",
  "Daniel",
  "Dario",
  "Deepa",
  "Dmitri",
  "Elena",
  "Emeka",
  "Esther",
  "Fatima",
  "Felipe",
  "Gabriel",
  "Grace",
  "Hana",
  "Hassan",
  "Ines",
  "Isaac",
  "Jamal",
  "Jasmine",
  "Jin",
  "José",
  "Julia",
  "Kwame",
  "Laila",
  "Liam",
  "Lucia",
  "Mariam",
  "Mateo",
  "Mei",
  "Mohammed",
  "Nadia",
  "Naveen",
  "Noah",
  "Olga",
  "Omar",
  "Priya",
  "Rafael",
  "Rania",
  "Rohan",
  "Sadia",
  "Samuel",
  "Sofia",
  "Tariq",
  "Thanh",
  "Yara",
  "Zoe",
] as const;
const lastNames = [
  "Abebe",
  "Adeyemi",
  "Ahmed",
  "Alvarez",
  "Bautista",
  "Bhatt",
  "Brown",
  "Campbell",
  "Chan",
  "Chowdhury",
  "Costa",
  "Da Silva",
  "Dubois",
  "Fernandes",
  "Fraser",
  "Ghosh",
  "Gill",
  "Gomez",
  "Haddad",
  "Ibrahim",
  "Ivanova",
  "Jovanovic",
  "Kaur",
  "Khan",
  "Kim",
  "Kowalski",
  "Lee",
  "Li",
  "MacDonald",
  "Malik",
  "Martin",
  "Mendes",
  "Mensah",
  "Mitchell",
  "Morales",
  "Nair",
  "Nguyen",
  "Novak",
  "O'Brien",
  "Okafor",
  "Oliveira",
  "Patel",
  "Perera",
  "Petrov",
  "Qureshi",
  "Reid",
  "Rodrigues",
  "Rossi",
  "Santos",
  "Sharma",
  "Singh",
  "Smith",
  "Sousa",
  "Tan",
  "Thompson",
  "Tremblay",
  "Usman",
  "Wang",
  "Wilson",
  "Wong",
  "Yilmaz",
  "Zhang",
] as const;
const places = [
  "Etobicoke",
  "Mississauga",
  "Brampton",
  "North York",
  "Scarborough",
  "Vaughan",
  "Oakville",
  "Markham",
  "Richmond Hill",
  "Toronto",
  "Milton",
  "Burlington",
] as const;

const keyDate = () => {
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const year = pick([2026, 2027]);
  return formatIsoDate(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
};

/** A few sentences a person might write for each practice area of the form. */
const openings: Record<string, readonly (() => string)[]> = {
  "real-estate": [
    () =>
      `We are buying a ${pick(["house", "condo", "townhouse", "semi-detached home"])} in ${pick(places)} and need a lawyer for the closing.`,
    () =>
      `I am selling my ${pick(["condo", "house", "rental property"])} in ${pick(places)}; the agreement of purchase and sale is signed.`,
    () =>
      `We want to refinance our mortgage with ${pick(["a new lender", "our bank", "a private lender"])} and were told we need a lawyer.`,
    () =>
      `Our offer on a property in ${pick(places)} was accepted and the lender needs the lawyer's details this week.`,
  ],
  immigration: [
    () =>
      `I am on a ${pick(["study permit", "work permit", "visitor record"])} that expires soon and want to know my options.`,
    () =>
      `I would like to sponsor my ${pick(["spouse", "parents", "partner"])} and need help with the application.`,
    () =>
      `My Express Entry profile is in the pool and I want someone to review it before I get an invitation.`,
    () => `I received a procedural fairness letter from IRCC and need advice on how to answer it.`,
  ],
  "wills-estates": [
    () =>
      `My ${pick(["wife", "husband", "partner"])} and I would like to make wills and powers of attorney.`,
    () =>
      `My ${pick(["father", "mother", "aunt"])} passed away and I am named executor; I do not know where to start.`,
    () =>
      `I want to update my will after ${pick(["selling my house", "a divorce", "the birth of my grandchild"])}.`,
  ],
  "family-law": [
    () =>
      `I am separating from my ${pick(["husband", "wife", "partner"])} and want to understand custody and support.`,
    () =>
      `We want a cohabitation agreement before ${pick(["moving in together", "buying a home together"])}.`,
    () => `I need to change a child support order because my income has changed.`,
  ],
  notary: [
    () =>
      `I need ${pick(["a document notarized", "a travel consent letter signed", "copies certified"])} for ${pick(["a passport application", "a trip with my children", "a foreign bank"])}.`,
    () =>
      `Can you commission an affidavit for ${pick(["a school", "a court form", "an insurance claim"])}?`,
  ],
  consultation: [
    () =>
      `I would like a free consultation about ${pick(["a property purchase", "my immigration status", "a will", "a separation"])}.`,
    () => `Could I book a short call to see whether you can help with my matter?`,
  ],
  other: [
    () =>
      `I have a question about ${pick(["a contract with a contractor", "a dispute with my landlord", "a small business agreement"])}.`,
    () => `I am not sure which service I need; could someone call me back?`,
  ],
};
const closings = [
  "Please call me back when you can.",
  "I can be reached by e-mail during the day.",
  "What would your fee be?",
  "Thank you for your help.",
  "Is this something your firm handles?",
  "I am available most evenings after six.",
];
const areas = Object.keys(openings);
const sources = [
  "referral",
  "internet-search",
  "word-of-mouth",
  "social-media",
  "events",
  "online-ad",
  "blog-article",
] as const;
const staffNames = [
  "Dana Reyes",
  "Marcus Whitfield",
  "Priya Raman",
  "Tomás Ortega",
  "Helen Cho",
  "Kofi Mensah",
  "Sara Lindqvist",
  "Owen Park",
];

const db = SiteDatabase.open(dataDir);
const repos = repositories(db);
if (repos.messages.count() > 0) {
  process.stderr.write(
    `${dataDir} already holds messages: seed only an empty data directory (made-up inquiries must never mix with real ones).\n`,
  );
  db.close();
  process.exit(1);
}

const staffIds = staffNames.slice(0, staffCount).map((name, i) => {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`;
  return repos.staff.addStaff(email, name, Date.now() - (400 - i) * 86_400_000).id;
});

const DAY = 86_400_000;
const now = Date.now();
// Spread over the last 360 days (within the default retention), oldest first, like real arrivals.
const span = 360 * DAY;
const sql = db.sqlite;
const insertMessage = sql.prepare(
  `INSERT INTO contact_messages (received_at, first_name, last_name, email, phone, service_type,
     message, referral_source, referral_other, suspected_spam, other_parties, key_date,
     consent_text_version, consent_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, '2026-11-23', ?)`,
);
const setState = sql.prepare(
  "UPDATE desk_inquiries SET status = ?, status_changed_at = ?, first_reply_at = ?, assigned_to = ? WHERE message_id = ?",
);
const insertNote = sql.prepare(
  "INSERT INTO desk_notes (message_id, staff_id, created_at, body, follow_up_on, follow_up_done_at) VALUES (?, ?, ?, ?, ?, ?)",
);
const insertOutbox = sql.prepare(
  "INSERT INTO contact_outbox (message_id, status, attempts, next_attempt_at, sent_at) VALUES (?, 'sent', 1, ?, ?)",
);

function toronto(ms: number): string {
  return firmToday(ms);
}

const started = Date.now();
const batch = 5_000;
for (let start = 0; start < count; start += batch) {
  db.transaction(() => {
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const receivedAt = Math.round(now - span + (span * (i + random() * 0.9)) / count);
      const first = pick(firstNames);
      const last = pick(lastNames);
      const area = chance(0.05) ? null : pick(areas);
      const spam = chance(0.01) ? pick(["honeypot", "too-fast"]) : null;
      const opening = pick(openings[area ?? "other"] ?? openings.other ?? []);
      const message = `${opening()}\n\n${pick(closings)}`;
      const email = `${first}.${last}${i}@${pick(["example.com", "example.net", "example.org"])}`
        .toLowerCase()
        .replace(/[^a-z0-9.@]/g, "");
      const phone = chance(0.8)
        ? `${pick(["416", "647", "437", "905", "289"])}-555-01${String(Math.floor(random() * 100)).padStart(2, "0")}`
        : null;
      const result = insertMessage.run(
        receivedAt,
        first,
        last,
        email,
        phone,
        area,
        message,
        chance(0.8) ? pick(sources) : null,
        spam,
        chance(0.2) ? `${pick(firstNames)} ${pick(lastNames)}` : null,
        area === "real-estate" || area === "family-law" || chance(0.15) ? keyDate() : null,
        receivedAt,
      );
      const id = Number(result.lastInsertRowid);
      if (!spam) insertOutbox.run(id, receivedAt, receivedAt + 5_000);
      // Older inquiries have been worked; the last few days' mostly wait.
      const age = now - receivedAt;
      const assignee = chance(0.7) ? pick(staffIds) : null;
      let status = "new";
      if (spam) status = chance(age > 7 * DAY ? 0.9 : 0.3) ? "spam" : "new";
      else if (age > 30 * DAY)
        status = pick(["retained", "not-proceeding", "not-proceeding", "contacted"]);
      else if (age > 3 * DAY)
        status = pick(["contacted", "consultation-booked", "retained", "not-proceeding", "new"]);
      else status = chance(0.6) ? "new" : "contacted";
      const replied = status !== "new" && status !== "spam" && status !== "not-proceeding";
      const firstReplyAt = replied ? receivedAt + Math.round(random() * 2 * DAY) : null;
      if (status !== "new" || assignee !== null)
        setState.run(status, firstReplyAt ?? receivedAt + DAY, firstReplyAt, assignee, id);
      if (chance(0.3)) {
        const author = pick(staffIds);
        const due =
          !spam && chance(0.3) ? toronto(receivedAt + Math.round((1 + random() * 10) * DAY)) : null;
        insertNote.run(
          id,
          author,
          receivedAt + DAY,
          pick([
            "Left a voicemail; will try again tomorrow.",
            "Sent the retainer agreement.",
            "Asked for the agreement of purchase and sale.",
            "Conflict check clear.",
            "Prefers a call after 6 pm.",
          ]),
          due,
          due && age > 20 * DAY ? receivedAt + 15 * DAY : null,
        );
      }
    }
  });
}
const seconds = (Date.now() - started) / 1000;
process.stdout.write(
  `Seeded ${count} made-up inquiries and ${staffIds.length} staff in ${dataDir} (${seconds.toFixed(1)} s).\n`,
);
db.close();
