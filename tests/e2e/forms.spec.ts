import type { Locator, Page, Route } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { withLanguage } from '../helpers/routes.ts';

// The contact, service and subscribe forms (docs/specification.md §4, §5, §8): validation, the sending state, success
// and failure with script (failures by route interception), real submissions, and the native post without script.
// Real posts count against the server's per-address limit (CONTACT_RATE_LIMIT, 10 by default), so most
// outcomes are intercepted and only a few go through.
// Its time: one page load per journey; each form's island is woken as a visitor's pointer wakes it.

const TEXT = {
  en: {
    name: 'Name',
    email: 'Contact E-mail',
    phone: 'Phone number',
    message: 'Message',
    service: 'Service',
    note: 'Note',
    send: 'Send message',
    sendRequest: 'Send request',
    sending: 'Sending...',
    success: 'Thank you, your message has been sent!',
    error: 'Error occurred while sending message. Please try again later.',
    errors: {
      name: 'Name is required',
      email: 'Email is required',
      emailInvalid: 'Email address is invalid',
      phone: 'Phone is required',
      message: 'Message is required',
      note: 'Note is required',
    },
    trading: 'International Trading',
    logistics: 'Transportation & Logistics',
    subscribeEmail: 'Your e-mail address',
    subscribe: 'Subscribe',
    subscribeInvalid: 'Please enter a valid email address.',
    subscribed: 'Almost done: check your inbox and confirm your subscription with the link we have sent you.',
    subscribeFailed: 'We could not save your subscription. Please try again later.',
    rejected: 'We could not accept this request',
    // Issue #28: the consent box of each form, and what an unticked one is answered with.
    consent:
      'I agree that the company processes the data I entered to answer this request, as the privacy notice describes.',
    newsletterConsent:
      'I agree to receive the newsletter, and that the company keeps my e-mail address for it, as the privacy notice describes.',
    consentRequired: 'Please tick the box to agree: without your consent we cannot accept the data you entered.',
    sendAgain: 'Send again',
    attach: 'Attach files',
    choose: 'Choose files',
  },
  mn: {
    name: 'Нэр',
    email: 'Холбоо барих и-мэйл',
    phone: 'Утасны дугаар',
    message: 'Зурвас',
    service: 'Үйлчилгээ',
    note: 'Тайлбар',
    send: 'Зурвас илгээх',
    sendRequest: 'Хүсэлт илгээх',
    sending: 'Илгээж байна...',
    success: 'Баярлалаа, таны зурвас илгээгдлээ!',
    error: 'Зурвас илгээхэд алдаа гарлаа. Түр хүлээгээд дахин оролдоно уу.',
    errors: {
      name: 'Нэрээ оруулна уу',
      email: 'И-мэйл хаягаа оруулна уу',
      emailInvalid: 'И-мэйл хаяг буруу байна',
      phone: 'Утасны дугаараа оруулна уу',
      message: 'Зурвасаа бичнэ үү',
      note: 'Тайлбараа бичнэ үү',
    },
    trading: 'Олон улсын худалдаа',
    logistics: 'Тээвэр ложистик',
    subscribeEmail: 'Таны и-мэйл хаяг',
    subscribe: 'Бүртгүүлэх',
    subscribeInvalid: 'Зөв и-мэйл хаяг оруулна уу.',
    subscribed: 'Бараг боллоо: и-мэйлээ шалгаад, бидний илгээсэн холбоосоор захиалгаа баталгаажуулна уу.',
    subscribeFailed: 'Таны бүртгэлийг хадгалж чадсангүй. Түр хүлээгээд дахин оролдоно уу.',
    rejected: 'Хүсэлтийг хүлээн авах боломжгүй байна',
    consent:
      'Миний оруулсан мэдээллийг энэ хүсэлтэд хариулах зорилгоор нууцлалын мэдэгдэлд заасны дагуу компани боловсруулахыг зөвшөөрч байна.',
    newsletterConsent:
      'Мэдээллийн товхимол хүлээн авах, үүний тулд миний и-мэйл хаягийг нууцлалын мэдэгдэлд заасны дагуу компани хадгалахыг зөвшөөрч байна.',
    consentRequired:
      'Зөвшөөрлийн нүдийг тэмдэглэнэ үү: таны зөвшөөрөлгүйгээр бид таны оруулсан мэдээллийг хүлээн авах боломжгүй.',
    sendAgain: 'Дахин илгээх',
    attach: 'Файл хавсаргах',
    choose: 'Файл сонгох',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

/** Scrolls the island's form into view and waits until its script has taken the form over. */
async function liveForm(page: Page, island: string): Promise<Locator> {
  const form = page.locator(`[data-island="${island}"] form`);
  await form.scrollIntoViewIfNeeded();
  // A form's island loads on the first sign of use: the pointer over it, as a visitor's would be.
  await form.hover();
  // novalidate is set by the island once it runs: from then on its own messages replace the browser's.
  await page.locator(`[data-island="${island}"][data-hydrated] form[novalidate]`).waitFor({ state: 'attached' });
  return form;
}

/** Holds the next request to `url` until the test answers it, so the sending state can be seen. */
async function holdNext(page: Page, url: string): Promise<{ route: Promise<Route> }> {
  let hold: (route: Route) => void = () => undefined;
  const route = new Promise<Route>((resolve) => (hold = resolve));
  await page.route(url, (held) => hold(held), { times: 1 });
  // Wrapped: an async function returning the bare promise would wait for the request itself.
  return { route };
}

// The browser itself logs every failed request; those are the failures this spec provokes on purpose.
function acceptFailedRequestLogs(consoleErrors: string[]): void {
  const others = consoleErrors.filter((message) => !/Failed to load resource/.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  expect(await axeViolations(page, selector)).toEqual([]);
}

/** Fills the contact form and, unless told otherwise, ticks its consent box (docs/privacy.md, "Consent"). */
async function fillContact(form: Locator, text: Text, email = 'bat@example.mn', agree = true): Promise<void> {
  await form.getByLabel(text.name, { exact: true }).fill('Bat-Erdene Dorj');
  await form.getByLabel(text.email, { exact: true }).fill(email);
  await form.getByLabel(text.phone, { exact: true }).fill('+976 9911 2233');
  await form.getByLabel(text.message, { exact: true }).fill('Please quote two 311 mm tricone bits.');
  if (agree) await form.getByLabel(text.consent, { exact: true }).check();
}

async function fillService(form: Locator, text: Text): Promise<void> {
  await form.getByLabel(text.name, { exact: true }).fill('Oyunchimeg');
  await form.getByLabel(text.email, { exact: true }).fill('oyun@example.mn');
  await form.getByLabel(text.phone, { exact: true }).fill('8811 2233');
  await form.getByLabel(text.note, { exact: true }).fill('Twenty containers from Tianjin in May.');
  await form.getByLabel(text.consent, { exact: true }).check();
}

// Each journey runs in one language, the languages taking turns: a form behaves alike in both, and its texts come
// from locales/, complete in both (tests/unit/locales.test.ts). The failure answers (a 500, a network failure, a
// 400's field messages), which a browser shows no differently, are checked in jsdom
// (tests/unit/client/enquiry-forms.test.tsx).
const IN = {
  contact: 'mn',
  sending: 'en',
  consent: 'mn',
  service: 'en',
  serviceSending: 'mn',
  subscribe: 'mn',
} as const;
for (const lng of ['en', 'mn'] as const) {
  const text = TEXT[lng];
  /** Defines the journey `name`'s test in its own language only. */
  const journey = (name: keyof typeof IN, define: () => void) => IN[name] === lng && define();

  test.describe(`contact form in ${lng}`, () => {
    journey('contact', () =>
      test('shows each validation message under its field and focuses the first invalid one', async ({ page }) => {
        await page.goto(withLanguage('/contact', lng));
        const form = await liveForm(page, 'contact-form');
        await form.getByRole('button', { name: text.send }).click();
        const expected = [
          [text.name, text.errors.name],
          [text.email, text.errors.email],
          [text.phone, text.errors.phone],
          [text.message, text.errors.message],
        ] as const;
        for (const [label, message] of expected) {
          const control = form.getByLabel(label, { exact: true });
          await expect(control).toHaveAttribute('aria-invalid', 'true');
          await expect(control).toHaveAccessibleDescription(message);
        }
        await expect(form.getByLabel(text.name, { exact: true })).toBeFocused();
        await expectNoAxeViolations(page, '[data-island="contact-form"]');
        // The files field (docs/privacy.md, "Attachments"): its input named by the translated label, and in place of
        // the browser's own "Choose File" (in the browser's language) a button in the page's.
        const files = form.getByLabel(text.attach, { exact: true });
        await expect(files).toHaveAttribute('type', 'file');
        await expect(form.getByText(text.choose, { exact: true })).toBeVisible();
        expect((await files.boundingBox())?.width).toBeLessThanOrEqual(1);

        await fillContact(form, text, 'bat@example');
        await form.getByRole('button', { name: text.send }).click();
        await expect(form.getByLabel(text.email, { exact: true })).toHaveAccessibleDescription(
          text.errors.emailInvalid,
        );
        await expect(form.getByText(text.errors.name)).toHaveCount(0);
        await expect(form.getByLabel(text.email, { exact: true })).toBeFocused();
      }),
    );

    journey('sending', () =>
      test('disables the button while sending, then thanks the visitor and clears the form', async ({ page }) => {
        await page.goto(withLanguage('/contact', lng));
        const form = await liveForm(page, 'contact-form');
        const held = await holdNext(page, '**/api/contact?*');
        await fillContact(form, text);
        await form.getByRole('button', { name: text.send }).click();

        const route = await held.route;
        await expect(form.getByRole('button', { name: text.sending })).toBeDisabled();
        expect(route.request().postDataJSON()).toEqual({
          name: 'Bat-Erdene Dorj',
          email: 'bat@example.mn',
          phone: '+976 9911 2233',
          message: 'Please quote two 311 mm tricone bits.',
          consent: true,
          kind: 'contact',
          page: withLanguage('/contact', lng),
        });
        expect(route.request().headers()['x-xsrf-token']).toMatch(/.{20,}/);
        await route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true}' });

        await expect(form.getByRole('status')).toHaveText(text.success);
        await expect(form.getByRole('button', { name: text.send })).toBeEnabled();
        for (const label of [text.name, text.email, text.phone, text.message]) {
          await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
        }
        await expect(form.getByLabel(text.consent, { exact: true })).not.toBeChecked();
      }),
    );

    journey('consent', () =>
      test('sends nothing without consent, and says why under the box', async ({ page }) => {
        const posts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST') posts.push(request.url());
        });
        await page.goto(withLanguage('/contact', lng));
        const form = await liveForm(page, 'contact-form');
        const box = form.getByLabel(text.consent, { exact: true });
        await expect(box).not.toBeChecked();
        await expect(form.getByRole('link', { name: /privacy|Нууцлалын/i })).toHaveAttribute(
          'href',
          withLanguage('/privacy', lng),
        );
        await fillContact(form, text, 'bat@example.mn', false);
        await form.getByRole('button', { name: text.send }).click();
        await expect(box).toHaveAttribute('aria-invalid', 'true');
        await expect(box).toHaveAccessibleDescription(text.consentRequired);
        await expect(box).toBeFocused();
        await expect(form.getByLabel(text.name, { exact: true })).toHaveValue('Bat-Erdene Dorj');
        expect(posts).toEqual([]);
        await expectNoAxeViolations(page, '[data-island="contact-form"]');
      }),
    );
  });

  test.describe(`service form in ${lng}`, () => {
    journey('service', () =>
      test('checks every field with the translated messages', async ({ page }) => {
        await page.goto(withLanguage('/service-single/international-trading', lng));
        const form = await liveForm(page, 'service-form');
        await form.getByRole('button', { name: text.sendRequest }).click();
        for (const [label, message] of [
          [text.name, text.errors.name],
          [text.email, text.errors.email],
          [text.phone, text.errors.phone],
          [text.note, text.errors.note],
        ] as const) {
          await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
        }
        await expect(form.getByLabel(text.service, { exact: true })).toHaveValue('international-trading');
        await expectNoAxeViolations(page, '[data-island="service-form"]');
      }),
    );

    journey('serviceSending', () =>
      test("sends 'Service: {service}, Note: {note}' while the button waits, then thanks", async ({ page }) => {
        await page.goto(withLanguage('/service-single/international-trading', lng));
        const form = await liveForm(page, 'service-form');
        await fillService(form, text);
        await form.getByLabel(text.service, { exact: true }).selectOption('transportation-logistics');
        const held = await holdNext(page, '**/api/contact?*');
        await form.getByRole('button', { name: text.sendRequest }).click();

        const route = await held.route;
        await expect(form.getByRole('button', { name: text.sending })).toBeDisabled();
        expect(route.request().postDataJSON()).toMatchObject({
          kind: 'service',
          message: `Service: ${text.logistics}, Note: Twenty containers from Tianjin in May.`,
          page: withLanguage('/service-single/international-trading', lng),
        });
        await route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true}' });
        await expect(form.getByRole('status')).toHaveText(text.success);
        await expect(form.getByLabel(text.note, { exact: true })).toHaveValue('');
        await expect(form.getByLabel(text.service, { exact: true })).toHaveValue('international-trading');
      }),
    );
  });

  test.describe(`subscribe form in ${lng}`, () => {
    journey('subscribe', () =>
      test('asks for a valid address, then thanks and clears the field', async ({ page }) => {
        await page.goto(withLanguage('/', lng));
        const form = await liveForm(page, 'subscribe-form');
        const email = form.getByLabel(text.subscribeEmail, { exact: true });
        await form.getByRole('button', { name: text.subscribe }).click();
        await expect(form.getByText(text.subscribeInvalid)).toBeVisible();
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(email).toBeFocused();

        await email.fill('bat@example');
        await form.getByRole('button', { name: text.subscribe }).click();
        await expect(form.getByText(text.subscribeInvalid)).toBeVisible();
        await expectNoAxeViolations(page, '[data-island="subscribe-form"]');

        await email.fill('bat@example.mn');
        await form.getByRole('button', { name: text.subscribe }).click();
        const box = form.getByLabel(text.newsletterConsent, { exact: true });
        await expect(box).toHaveAccessibleDescription(text.consentRequired);
        await box.check();
        const held = await holdNext(page, '**/api/subscribe?*');
        await form.getByRole('button', { name: text.subscribe }).click();
        const route = await held.route;
        await expect(form.getByText(text.subscribeInvalid)).toHaveCount(0);
        await expect(form.getByRole('button', { name: text.sending })).toBeDisabled();
        expect(route.request().postDataJSON()).toEqual({ email: 'bat@example.mn', consent: true });
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
        await expect(form.getByRole('status')).toHaveText(text.subscribed);
        await expect(email).toHaveValue('');
        await expect(email).not.toHaveAttribute('aria-invalid');
        await expectNoAxeViolations(page, '[data-island="subscribe-form"]');
      }),
    );
  });
}

test.describe('real submissions', () => {
  test('a contact enquiry goes through to the real API', async ({ page }) => {
    await page.goto('/en/contact');
    const form = await liveForm(page, 'contact-form');
    await fillContact(form, TEXT.en);
    await form.getByRole('button', { name: TEXT.en.send }).click();
    await expect(form.getByRole('status')).toHaveText(TEXT.en.success);
    await expect(form.getByLabel(TEXT.en.name, { exact: true })).toHaveValue('');
  });

  test('a service request in Mongolian goes through to the real API', async ({ page }) => {
    await page.goto('/service-single/transportation-logistics');
    const form = await liveForm(page, 'service-form');
    await fillService(form, TEXT.mn);
    await form.getByRole('button', { name: TEXT.mn.sendRequest }).click();
    await expect(form.getByRole('status')).toHaveText(TEXT.mn.success);
  });

  test('a subscription goes through to the real API', async ({ page }) => {
    await page.goto('/en/');
    const form = await liveForm(page, 'subscribe-form');
    await form.getByLabel(TEXT.en.subscribeEmail, { exact: true }).fill(`reader-${test.info().testId}@example.mn`);
    await form.getByLabel(TEXT.en.newsletterConsent, { exact: true }).check();
    await form.getByRole('button', { name: TEXT.en.subscribe }).click();
    await expect(form.getByRole('status')).toHaveText(TEXT.en.subscribed);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a native post of the contact form with a file lands on a page with the success message', async ({ page }) => {
    await page.goto('/en/contact');
    const form = page.locator('[data-island="contact-form"] form');
    await fillContact(form, TEXT.en);
    // A drawing goes with it, as multipart (docs/privacy.md, "Attachments").
    const drawing = { name: 'drawing.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') };
    await form.getByLabel(TEXT.en.attach, { exact: true }).setInputFiles(drawing);
    await form.getByRole('button', { name: TEXT.en.send }).click();
    await expect(page).toHaveURL(/\/api\/contact\?lng=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.success);
    await page.getByRole('link', { name: 'Back to the previous page' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
  });

  test('an invalid native post shows every error message in Mongolian', async ({ page, consoleErrors }) => {
    await page.goto('/contact');
    const form = page.locator('[data-island="contact-form"] form');
    // Past the browser's own checks (required, type=email) but not the shared schema: blanks and no dot.
    await form.getByLabel(TEXT.mn.name, { exact: true }).fill('   ');
    await form.getByLabel(TEXT.mn.email, { exact: true }).fill('bat@example');
    await form.getByLabel(TEXT.mn.phone, { exact: true }).fill(' ');
    await form.getByLabel(TEXT.mn.message, { exact: true }).fill(' ');
    await form.getByRole('button', { name: TEXT.mn.send }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.mn.rejected);
    await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([
      TEXT.mn.errors.name,
      TEXT.mn.errors.emailInvalid,
      TEXT.mn.errors.phone,
      TEXT.mn.errors.message,
      TEXT.mn.consentRequired,
    ]);
    acceptFailedRequestLogs(consoleErrors);
  });

  // Issue #28: the box has no `required`, so the server's own message answers in the page's language (English
  // here, Mongolian in the post above; tests/integration/consent.test.ts answers both).
  for (const lng of ['en'] as const) {
    const text = TEXT[lng];
    test(`a native post without consent comes back in ${lng} with the message and what was typed`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(withLanguage('/contact', lng));
      const form = page.locator('[data-island="contact-form"] form');
      await fillContact(form, text, 'bat@example.mn', false);
      await form.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.rejected);
      await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([text.consentRequired]);
      // Nothing personal in the address: the answer is the post's own page, no redirect with a query.
      await expect(page).toHaveURL(new RegExp(`/api/contact\\?lng=${lng}$`));
      const again = page.locator('form.resend-form');
      await expect(again.getByLabel(text.name, { exact: true })).toHaveValue('Bat-Erdene Dorj');
      await expect(again.getByLabel(text.message, { exact: true })).toHaveValue(
        'Please quote two 311 mm tricone bits.',
      );
      const box = again.getByLabel(text.consent, { exact: true });
      await expect(box).not.toBeChecked();
      await expect(box).toHaveAccessibleDescription(text.consentRequired);
      await box.check();
      await again.getByRole('button', { name: text.sendAgain }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.success);
      acceptFailedRequestLogs(consoleErrors);
    });
  }
});
