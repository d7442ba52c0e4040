// Once an enquiry is stored, its sender gets an e-mail in the page's language: "we received your request no. N",
// what it was about (the form's kind), the office's contacts and the privacy notice's link, and nothing the
// visitor typed: anyone may type anyone's address, so the site must not carry their words to it. At most three
// go to one address in a day, on every engine and across replicas. It goes through the office notification's
// outbox, to a local SMTP sink here; a delivery that fails leaves the stored enquiry as it was.
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals';
import type { i18n as I18n } from 'i18next';
import { pino } from 'pino';
import request from 'supertest';
import { createI18n } from '#server/i18n.ts';
import { acknowledgementComposer } from '#server/services/acknowledgement-composer.ts';
import { createMailer, type Mailer } from '#server/services/mailer.ts';
import { createNotificationOutbox } from '#server/services/notification-outbox.ts';
import type { Store } from '#server/storage/store.ts';
import { shippedCompanyDetails } from '../helpers/company.ts';
import { startSession } from '../helpers/csrf.ts';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../helpers/fake-smtp.ts';
import { sampleEnquiry } from '../helpers/enquiry-fixture.ts';
import { describeEachEngine, useFreshDatabase } from '../helpers/store-engines.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../helpers/test-app.ts';

const HOST = 'site.test';
const PUBLIC_URL = 'https://www.altanuultrade.mn';
const company = shippedCompanyDetails();
// What a spammer would have the company's mail server deliver: none of it may reach the e-mail.
const sender = {
  name: 'Win a prize at https://spam.example',
  email: 'bat.sender@example.mn',
  phone: '+976 9911 2233',
  message: 'Claim it now: https://spam.example/claim\n<b>today</b>',
};

/** A header's value with its MIME encoded-words (RFC 2047: =?UTF-8?B?…?= and =?UTF-8?Q?…?=) decoded. */
function header(mail: ReceivedMail, name: string): string {
  const [head = ''] = mail.raw.split('\r\n\r\n');
  const value = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(head)?.[1] ?? '';
  return value
    .replace(/\?=\r\n[ \t]+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded body of the part of `type` (text/plain, text/html) of a multipart message, its lines ended by LF. */
function part(mail: ReceivedMail, type: string): string {
  const found = mail.raw
    .split(/\r\n--[^\r\n]+/)
    .find((section) => new RegExp(`^Content-Type: ${type}`, 'mi').test(section));
  if (!found) throw new Error(`no ${type} part`);
  const [head = '', ...rest] = found.replace(/^\r\n/, '').split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  // SMTP carries lines ended by CRLF; the message was written with LF.
  return decoded.replace(/\r\n/g, '\n');
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n();
});

describeEachEngine('The acknowledgement e-mail to an enquiry’s sender', (engine) => {
  let store: Store;
  let t: TestApp;
  let smtp: FakeSmtp;
  let mailer: Mailer | undefined;
  useFreshDatabase(engine, (opened) => ({ store } = opened));
  beforeEach(async () => {
    smtp = await startFakeSmtp();
    const env = {
      CONTACT_RATE_LIMIT: '1000',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_TO: 'office@example.mn',
      PUBLIC_URL,
    };
    t = await createTestApp({ env, wrapStore: () => store });
  });
  afterEach(async () => {
    mailer?.close();
    t.close();
    await smtp.close();
  });

  function outbox(port: number) {
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'website@altanuultrade.mn' });
    return createNotificationOutbox({
      store: store.enquiries,
      mailer,
      clock: { now: () => FIXED_NOW },
      logger: pino({ level: 'silent' }),
      to: ['office@example.mn'],
      acknowledgement: acknowledgementComposer({ i18n, company: { current: () => company }, publicUrl: PUBLIC_URL }),
      intervalMs: 20,
      claimMs: 60_000,
    });
  }

  async function send(lng: string): Promise<number> {
    const session = await startSession(t.app);
    const res = await request(t.app)
      .post(`/api/contact?lng=${lng}`)
      .set('Host', HOST)
      .set('Cookie', session.cookie)
      .set('X-XSRF-TOKEN', session.token)
      .send({ ...sender, consent: true, page: '/contact' });
    expect(res.status).toBe(201);
    const [enquiry] = await store.enquiries.listEnquiries();
    if (!enquiry) throw new Error('the enquiry was not stored');
    return enquiry.id;
  }

  it.each([
    ['en', 'We received your request no.', 'Subject: A message from our contact form', '/en/privacy'],
    ['mn', 'дугаартай хүсэлтийг хүлээн авлаа', 'Сэдэв: Холбоо барих маягтаар илгээсэн зурвас', '/privacy'],
  ])(
    'arrives at the sender in the page language (%s), with what it was about, the contacts and the notice',
    async (lng, ...w) => {
      const [subjectWords, about, privacyPath] = w;
      const id = await send(lng);
      await outbox(smtp.port).runOnce();
      await waitFor(() => smtp.messages.length === 2, 'the office e-mail and the acknowledgement');

      const office = smtp.messages.find((mail) => mail.to.includes('office@example.mn'));
      const mail = smtp.messages.find((message) => message.to.includes(sender.email));
      if (!office || !mail) throw new Error('an e-mail is missing');
      expect(mail.to).toEqual([sender.email]);
      expect(header(mail, 'Subject')).toContain(String(id));
      expect(header(mail, 'Subject')).toContain(subjectWords);
      // A reply reaches the office, not the website's sender address.
      expect(header(mail, 'Reply-To')).toContain('office@example.mn');

      const text = part(mail, 'text/plain');
      expect(text).toContain(about);
      expect(text).toContain(company.phones[0]);
      expect(text).toContain(company.emails[0]);
      expect(text).toContain(company.address[lng as 'en' | 'mn']);
      expect(text).toContain(`${PUBLIC_URL}${privacyPath}`);
      const html = part(mail, 'text/html');
      expect(html).toContain(`${PUBLIC_URL}${privacyPath}`);
      // Nothing the visitor typed, in either part (the address only as the recipient).
      for (const typed of [sender.name, sender.phone, 'spam.example', 'today']) {
        expect(text).not.toContain(typed);
        expect(html).not.toContain(typed);
      }
      expect(await store.enquiries.unsentNotifications()).toMatchObject({ count: 0 });
    },
  );

  it('acknowledges at most three enquiries from one address a day, however written, the office told of each', async () => {
    const at = (hours: number) => new Date(FIXED_NOW.getTime() + hours * 60 * 60 * 1000);
    const from = (email: string, hours: number) =>
      store.enquiries.insertEnquiry(sampleEnquiry({ email, createdAt: at(hours) }), {
        notify: true,
        acknowledge: true,
      });
    for (const [email, hours] of [
      ['bat.sender@example.mn', 0],
      ['Bat.Sender@Example.mn', 1],
      ['bat.sender@example.mn', 2],
      ['BAT.SENDER@EXAMPLE.MN', 3],
      ['bat.sender@example.mn', 4],
      ['someone.else@example.mn', 5],
    ] as const) {
      await from(email, hours);
    }
    expect(await acknowledged()).toEqual({
      total: 6,
      to: ['bat.sender@example.mn', 'bat.sender@example.mn', 'bat.sender@example.mn', 'someone.else@example.mn'],
    });
    // A day after the first three, the address is acknowledged again.
    await from('bat.sender@example.mn', 24 + 2.5);
    expect(await acknowledged()).toEqual({ total: 1, to: ['bat.sender@example.mn'] });
  });

  it('acknowledges three of twelve enquiries from one address sent at the same moment', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        store.enquiries.insertEnquiry(sampleEnquiry({ email: 'burst@example.mn', requestId: `burst-${n}` }), {
          notify: true,
          acknowledge: true,
        }),
      ),
    );
    expect(await acknowledged()).toEqual({
      total: 12,
      to: ['burst@example.mn', 'burst@example.mn', 'burst@example.mn'],
    });
  });

  /**
   * The office notifications waiting, and the addresses of the acknowledgements waiting (lower case, sorted),
   * since the last look: each look claims what it saw, as the outbox does.
   */
  async function acknowledged(): Promise<{ total: number; to: string[] }> {
    const pending = await store.enquiries.claimDueNotifications(new Date('2100-01-01'), 1000, new Date('2100-01-02'));
    return {
      total: pending.filter((row) => row.kind === 'notify-office').length,
      to: pending
        .filter((row) => row.kind === 'acknowledge-sender')
        .map((row) => row.enquiry.email.toLowerCase())
        .sort(),
    };
  }

  it('leaves the stored enquiry as it was when delivery fails, and tries again later', async () => {
    const id = await send('en');
    const before = await store.enquiries.listEnquiries();
    await smtp.close();
    const result = await outbox(smtp.port).runOnce();
    expect(result).toEqual({ sent: 0, failed: 2 });
    expect(await store.enquiries.listEnquiries()).toEqual(before);
    expect(before.map((enquiry) => enquiry.id)).toEqual([id]);
    // Both e-mails wait for their next attempt; neither was lost.
    expect(await store.enquiries.unsentNotifications()).toMatchObject({ count: 2 });
  });
});
