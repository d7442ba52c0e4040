// The mailer gives nodemailer address objects, never strings: a comma in an address (were one ever to get past
// the forms' schema) is part of that one address, not a second recipient.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createMailer } from '#server/services/mailer.ts';
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp.ts';

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

it('sends to one recipient per address given, however the address is written', async () => {
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'website@altanuultrade.mn' });
  try {
    await mailer.send({ to: ['one@example.mn, two@example.mn'], subject: 'Hello', text: 'Hello' }).catch(() => {
      // Refused as one malformed address: that is fine too, as long as nobody else gets it.
    });
    await mailer.send({ to: ['three@example.mn'], subject: 'Hello', text: 'Hello' });
  } finally {
    mailer.close();
  }
  const recipients = smtp.messages.flatMap((mail) => mail.to);
  expect(recipients).toContain('three@example.mn');
  expect(recipients).not.toContain('two@example.mn');
});
