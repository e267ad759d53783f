-- Messages that look automated (a filled honeypot, or sent faster than a person can fill the form)
-- are kept, marked with the signal that caught them, and never e-mailed: they get no outbox row.
-- NULL for every earlier message and for every message from a person. Values: 'honeypot', 'too-fast'.
-- See docs/PRODUCT-RULES.md#contact-and-privacy and docs/CONTACT-INBOX.md.
ALTER TABLE contact_messages ADD COLUMN suspected_spam TEXT;
