import { afterAll, beforeAll } from '@jest/globals';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '#server/i18n.ts';
import { createMailer, type Mailer } from '#server/services/mailer.ts';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp.ts';

/** The test file's fake SMTP server, a mailer sending to it and the site's texts, for the outboxes' jobs. */
export interface FakeMailing {
  smtp: FakeSmtp;
  mailer: Mailer;
  i18n: I18n;
}

/** Starts them once for the test file and stops them after it; read them inside tests (the object fills in). */
export function useFakeMailing(): FakeMailing {
  const mailing = {} as FakeMailing;
  beforeAll(async () => {
    mailing.smtp = await startFakeSmtp();
    mailing.mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${mailing.smtp.port}`, from: 'website@localhost' });
    mailing.i18n = await createI18n();
  });
  afterAll(async () => {
    mailing.mailer.close();
    await mailing.smtp.close();
  });
  return mailing;
}
