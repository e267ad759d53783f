/**
 * For the questionnaire tests: an inquiry stored as the contact form would, and a questionnaire
 * sent to it through the same service code and master key as the server's.
 */
import type Database from "better-sqlite3";
import { SiteDatabase } from "../../app/db/database.server";
import { IntakeService } from "../../app/intake/intake-service.server";
import { IntakeStore } from "../../app/intake/intake-store.server";
import { questionnaire } from "../../app/intake/questionnaires";
import { testServices } from "./documents";

const quietLogger = { info() {} };

export function intakeService(
  db: Database.Database,
  services: ReturnType<typeof testServices>["services"],
) {
  return new IntakeService({
    store: new IntakeStore(new SiteDatabase(db)),
    keys: services.keyWrapper,
    settings: {
      siteUrl: "http://127.0.0.1",
      firmName: "Test Firm",
      staffEmail: "desk@example.com",
      linkDays: 30,
    },
    logger: quietLogger,
  });
}

/** Stores an inquiry and sends it a questionnaire; returns the link's token and the ids. */
export function seedQuestionnaire(
  dataDir: string,
  id = "immigration-intake",
  serviceType = "immigration",
): { token: string; questionnaireId: number; messageId: number } {
  const { db, services, close } = testServices(dataDir);
  try {
    const messageId = Number(
      db
        .prepare(
          `INSERT INTO contact_messages (received_at, first_name, last_name, email, message, service_type)
           VALUES (?, 'Mariana', 'Okafor', 'mariana@example.com', 'I would like to apply for permanent residence.', ?)`,
        )
        .run(Date.now(), serviceType).lastInsertRowid,
    );
    const definition = questionnaire(id);
    if (!definition) throw new Error(`no questionnaire ${id}`);
    const sent = intakeService(db, services).send({
      messageId,
      questionnaire: definition,
      staffId: null,
    });
    if (!sent) throw new Error("not sent");
    return {
      token: sent.link.split("/questionnaire/")[1] ?? "",
      questionnaireId: sent.id,
      messageId,
    };
  } finally {
    close();
  }
}

/** The questionnaire's row and its answers, decrypted, as staff would read them. */
export function storedQuestionnaire(dataDir: string, questionnaireId: number) {
  const { db, services, close } = testServices(dataDir);
  try {
    const intake = intakeService(db, services);
    const row = intake.store.get(questionnaireId);
    if (!row) throw new Error("no such questionnaire");
    return { row, answers: intake.answers(row) };
  } finally {
    close();
  }
}
