/**
 * Which e-mails a person already received about an inquiry (docs/STANDARDS.md#e-mail): the
 * acknowledgement, the desk's replies, the booking's, the documents', the questionnaires' and the
 * engagement letters' e-mails, each by the Message-ID it was sent with (db/migrations/063, 071,
 * 082). A later e-mail names them in In-Reply-To and References, so the client's mail program keeps
 * one conversation.
 */
import type { SiteDatabase } from "./database.server";

export class MailThreads {
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
  }

  /**
   * The Message-IDs of the e-mails sent to `recipient` about inquiry `inquiryId`, oldest first.
   * Only e-mails the SMTP server took ('sent'), and only those to the same address (compared as
   * mail programs do, without case), so nothing sent to anyone else is ever named.
   */
  sentTo(inquiryId: number, recipient: string): string[] {
    const rows = this.db.sqlite
      .prepare(
        `SELECT mid FROM (
           SELECT a.mail_message_id AS mid, a.sent_at AS at, m.email AS rcpt
             FROM contact_acknowledgements a JOIN contact_messages m ON m.id = a.message_id
            WHERE a.message_id = @inquiry AND a.status = 'sent'
           UNION ALL
           SELECT r.mail_message_id, r.sent_at, m.email
             FROM desk_replies r JOIN contact_messages m ON m.id = r.message_id
            WHERE r.message_id = @inquiry AND r.status = 'sent'
           UNION ALL
           SELECT e.mail_message_id, e.sent_at, b.email
             FROM booking_emails e JOIN bookings b ON b.id = e.booking_id
            WHERE b.message_id = @inquiry AND e.kind <> 'firm-notice' AND e.status = 'sent'
           UNION ALL
           SELECT d.mail_message_id, d.sent_at, d.recipient
             FROM document_emails d JOIN document_requests q ON q.id = d.request_id
            WHERE q.message_id = @inquiry AND d.kind <> 'malware-staff' AND d.status = 'sent'
           UNION ALL
           SELECT i.mail_message_id, i.sent_at, i.recipient
             FROM intake_emails i JOIN intake_questionnaires q ON q.id = i.questionnaire_id
            WHERE q.message_id = @inquiry AND i.kind IN ('link', 'reminder') AND i.status = 'sent'
           UNION ALL
           SELECT g.mail_message_id, g.sent_at, g.recipient
             FROM engagement_emails g JOIN engagement_letters l ON l.id = g.letter_id
            WHERE l.message_id = @inquiry AND g.kind NOT LIKE '%-staff' AND g.status = 'sent'
         )
         WHERE mid IS NOT NULL AND lower(trim(rcpt)) = lower(trim(@recipient))
         ORDER BY at, mid`,
      )
      .all({ inquiry: inquiryId, recipient }) as { mid: string }[];
    return rows.map((r) => r.mid);
  }
}
