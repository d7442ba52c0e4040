import type { TFunction } from 'i18next';
import type { CompanyView } from '#shared/schemas/company-schema.ts';
import { escapeHtml } from '../html-escaping.ts';
import type { StoredEnquiry } from '../storage/enquiry-store.ts';
import { localTime } from './enquiry-formats.ts';

/** An e-mail ready for the mailer: a plain-text body and the same in HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What an acknowledgement is written with, in the enquiry's language (acknowledgement-composer.ts builds it). */
export interface AcknowledgementContext {
  t: TFunction;
  /** The company's details as the office published them. */
  company: CompanyView;
  /** The privacy notice's full address, in the enquiry's language. */
  privacyUrl: string;
}

type Line = { label: string; value: string } | { paragraph: string };

/**
 * The e-mail a sender gets once their enquiry is stored: "we received your request no. N" and what happens next,
 * what it was about (the form's kind, a choice of ours), the office's contacts and the privacy notice's link, in
 * their page's language. Nothing the visitor typed is in it, not even their name: anyone may type anyone's
 * address into a form, so the company's mail server must not carry their words to it (docs/architecture.md, §13).
 * The office's values are escaped in the HTML part (the text part is plain text, read as such).
 */
export function acknowledgementEmail(enquiry: StoredEnquiry, { t, company, privacyUrl }: AcknowledgementContext) {
  const id = String(enquiry.id);
  const about: Line[] = [
    { label: t('acknowledgement:subjectLabel'), value: t(`acknowledgement:subjects.${enquiry.kind}`) },
  ];
  const contacts: Line[] = [
    { paragraph: company.legalName },
    { label: t('acknowledgement:address'), value: company.address },
    { label: t('acknowledgement:phone'), value: company.phones.join(', ') },
    { label: t('acknowledgement:email'), value: company.emails.join(', ') },
  ];
  const texts = {
    subject: t('acknowledgement:subject', { id }),
    greeting: t('acknowledgement:greeting'),
    received: t('acknowledgement:received', { id, time: localTime(enquiry.createdAt) }),
    contactsHeading: t('acknowledgement:contactsHeading'),
    replyHint: t('acknowledgement:replyHint', { id }),
    privacy: t('acknowledgement:privacy', { url: privacyUrl }),
    why: t('acknowledgement:why'),
  };
  return { subject: texts.subject, text: plainText(texts, about, contacts), html: html(texts, about, contacts) };
}

type Texts = Record<'greeting' | 'received' | 'contactsHeading' | 'replyHint' | 'privacy' | 'why', string>;

function plainText(texts: Texts, about: Line[], contacts: Line[]): string {
  const lines = (list: Line[]) =>
    list.map((line) => ('paragraph' in line ? line.paragraph : `${line.label}: ${line.value}`));
  return `${[
    texts.greeting,
    '',
    texts.received,
    '',
    ...lines(about),
    '',
    texts.replyHint,
    '',
    `${texts.contactsHeading}:`,
    ...lines(contacts),
    '',
    texts.privacy,
    '',
    texts.why,
  ].join('\n')}\n`;
}

// Kept simple: paragraphs and a definition list, no styles, so every mail reader shows it alike. Line breaks in a
// value (the company's address) become <br>, after escaping.
function html(texts: Texts, about: Line[], contacts: Line[]): string {
  const text = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');
  const list = (lines: Line[]) =>
    lines
      .map((line) =>
        'paragraph' in line
          ? `<p><strong>${text(line.paragraph)}</strong></p>`
          : `<p>${text(line.label)}:<br>${text(line.value)}</p>`,
      )
      .join('\n');
  return `<!doctype html>
<html><body>
<p>${text(texts.greeting)}</p>
<p>${text(texts.received)}</p>
${list(about)}
<p>${text(texts.replyHint)}</p>
<h2>${text(texts.contactsHeading)}</h2>
${list(contacts)}
<p>${text(texts.privacy)}</p>
<p><small>${text(texts.why)}</small></p>
</body></html>
`;
}
