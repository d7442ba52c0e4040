// The company's details as the office edits them (docs/content.md, "Company details"): legal name, address, phones,
// e-mails, opening hours, map location, the chat button's Messenger page and the footer's social pages, on every
// page at once, each field checked (the same schema as the form), a version each time, back to the shipped ones;
// a draft first if wished, which only its editor's preview shows.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createMetrics } from '#server/metrics/site-metrics.ts';
import type { Role } from '#shared/admin-roles.ts';
import { shippedCompanyForm } from '../helpers/company.ts';
import { startSession } from '../helpers/csrf.ts';
import { sample } from '../helpers/metrics.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const signedIn = (login: string, roles: Role[]) => officeAccount(t, login, roles);
const get = (path: string, who: OfficeAccount) => officeGet(t, path, who);
const post = (path: string, who: OfficeAccount, form: Record<string, string>) => officePost(t, path, who, form);
const page = async (path: string) => (await request(t.app).get(path)).text;

/** The company's LocalBusiness in a page's JSON-LD. */
const businessOf = (html: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null';
  const graph = (JSON.parse(json) as { '@graph': Array<Record<string, unknown>> })['@graph'];
  return graph.find((item) => item['@type'] === 'LocalBusiness');
};
/** The opening hours' rows of the contact page: [days, time]. */
const hoursOf = (html: string) =>
  [...html.matchAll(/<div class="contact-hours__row"><dt>(.*?)<\/dt><dd>(.*?)<\/dd><\/div>/g)].map((m) => [m[1], m[2]]);
const footerOf = (html: string) => html.slice(html.indexOf('<footer'));
/** The page once it shows `marker`: a change heard through the content store is read again in the background. */
async function pageShowing(path: string, marker: string): Promise<string> {
  let html = '';
  for (let attempt = 0; attempt < 50 && !html.includes(marker); attempt += 1) html = await page(path);
  return html;
}

const LINKS = {
  messengerPageId: 'altanuul.mn',
  facebook: 'https://www.facebook.com/altanuul.mn',
  linkedin: '',
  youtube: 'https://www.youtube.com/@altanuul',
};

/** Every field changed, both languages, two phones and e-mails, two rows of hours. */
const DETAILS = {
  'legalName.mn': 'Алтан Уул Трейд Групп ХХК',
  'legalName.en': 'Altan Uul Trade Group LLC',
  'address.mn': 'Монгол Улс, Улаанбаатар 14240, Чингэлтэй дүүрэг, Бага тойруу 7',
  'address.en': 'Baga Toiruu 7, Chingeltei District, Ulaanbaatar 14240, Mongolia',
  'streetAddress.mn': 'Чингэлтэй дүүрэг, Бага тойруу 7',
  'streetAddress.en': 'Baga Toiruu 7, Chingeltei District',
  'city.mn': 'Улаанбаатар',
  'city.en': 'Ulaanbaatar',
  postalCode: '14240',
  phones: '+976 7711 8899\r\n\r\n+976 9911 0000',
  emails: 'sales@altanuul.mn\nsupport@altanuul.mn',
  'hours.mn': 'Даваа-Бямба | 08:30–19:00\nНям | Амарна',
  'hours.en': 'Monday to Saturday | 08:30–19:00\nSunday | Closed',
  latitude: '47.9201',
  longitude: '106.9132',
};

const shipped = () => shippedCompanyForm();
const publish = (who: OfficeAccount, changes: Record<string, string>, revision = '0', path = '/admin/company') =>
  post(path, who, { ...shipped(), ...changes, revision });
const saveDraft = (who: OfficeAccount, changes: Record<string, string>, revision = '0', path = '/admin/company') =>
  post(path, who, { ...shipped(), ...changes, revision, action: 'draft' });
/** A public page as `who` asks for it with the drafts in place. */
const preview = (path: string, who: OfficeAccount) => get(`${path}?preview=drafts`, who);

describe('office: company details form', () => {
  it('shows the shipped details in the form, both languages side by side, with hints', async () => {
    const editor = await signedIn('writer', ['editor']);
    const html = (await get('/en/admin/company', editor)).text;
    expect(html).toContain('<h1>Company details</h1>');
    expect(html).toMatch(
      /<input id="company-legalName-mn"[^>]* lang="mn"[^>]*name="legalName.mn" value="Алтан Уул Трейд ХХК"/,
    );
    expect(html).toMatch(
      /<input id="company-legalName-en"[^>]* lang="en"[^>]*name="legalName.en" value="Altan Uul Trade LLC"/,
    );
    expect(html).toMatch(/<textarea[^>]*name="phones"[^>]*>\+976 7011 2233<\/textarea>/);
    expect(html).toMatch(/<textarea[^>]*name="emails"[^>]*>info@altanuultrade.mn<\/textarea>/);
    expect(html).toContain(
      '>Monday to Friday | 09:00–18:00\nSaturday | 10:00–14:00\nSunday and public holidays | Closed</textarea>',
    );
    expect(html).toMatch(/name="latitude"[^>]*value="47.9145"/);
    expect(html).toMatch(/name="longitude"[^>]*value="106.9225"/);
    expect(html).toMatch(/name="postalCode"[^>]*value="14210"/);
    expect(html).toContain('One line per row: the days, a vertical bar |, then the hours');
    expect(html).toContain('aria-describedby="company-hours-hint"');
    expect(html).toContain('Never edited: the site shows the details it shipped with.');
    const mn = (await get('/admin/company', editor)).text;
    expect(mn).toContain('<h1>Компанийн мэдээлэл</h1>');
    expect(mn).toContain('<legend>Хуулийн этгээдийн нэр</legend>');
  });

  it('takes the moved texts out of the site texts editor, leaving their labels there', async () => {
    const editor = await signedIn('writer', ['editor']);
    for (const id of [
      'common:contact.phone',
      'common:contact.email',
      'common:contact.address',
      'contact:hours.sunday',
    ]) {
      expect((await get(`/admin/texts/${encodeURIComponent(id)}`, editor)).status).toBe(404);
    }
    expect((await get(`/admin/texts/${encodeURIComponent('common:contact.phoneLabel')}`, editor)).status).toBe(200);
    expect((await get(`/admin/texts/${encodeURIComponent('contact:hours.hotline')}`, editor)).status).toBe(200);
  });

  it('is for editors only', async () => {
    const clerk = await signedIn('clerk', ['inbox']);
    expect((await get('/admin/company', clerk)).status).toBe(403);
    expect((await post('/admin/company', clerk, { ...shipped(), revision: '0' })).status).toBe(403);
  });
});

describe('office: publishing the company details', () => {
  it('shows them on the contact page, the footer, the service pages and in JSON-LD, in both languages', async () => {
    const editor = await signedIn('writer', ['editor']);
    // Kept before the publish, so the publish must drop them.
    await page('/contact');
    await page('/en/contact');

    const published = await publish(editor, DETAILS);
    expect(published.status).toBe(303);
    expect(published.headers.location).toBe('/admin/company?notice=published');

    const en = await page('/en/contact');
    expect(en).toContain('<p class="contact-info__value">Baga Toiruu 7, Chingeltei District, Ulaanbaatar 14240');
    // The map's drawing marks the shipped place: at the new one only the link, to the new place, is left.
    expect(en).not.toContain('/images/contact/map.svg');
    expect(en).toContain('href="https://www.openstreetmap.org/?mlat=47.9201&amp;mlon=106.9132');
    expect(en).toContain(
      '<a href="tel:+97677118899">+976 7711 8899</a><br/><a href="tel:+97699110000">+976 9911 0000</a>',
    );
    expect(en).toContain(
      '<a href="mailto:sales@altanuul.mn">sales@altanuul.mn</a><br/><a href="mailto:support@altanuul.mn">support@altanuul.mn</a>',
    );
    expect(hoursOf(en)).toEqual([
      ['Monday to Saturday', '08:30–19:00'],
      ['Sunday', 'Closed'],
    ]);
    expect(en).toContain(
      'href="https://www.openstreetmap.org/?mlat=47.9201&amp;mlon=106.9132#map=17/47.9201/106.9132"',
    );
    expect(en).not.toContain('7011 2233');
    expect(en).not.toContain('info@altanuultrade.mn');
    expect(en).not.toContain('Olympic Street 19'); // the map picture's description is a site text of its own
    expect(footerOf(en)).toContain('© 2026 Altan Uul Trade Group LLC. All rights reserved.');
    expect(footerOf(en)).toMatch(/<a href="tel:\+97677118899">.*?\+976 7711 8899<\/a>/);
    expect(footerOf(en)).not.toContain('+976 9911 0000'); // the main one only
    expect(businessOf(en)).toMatchObject({
      name: 'Altan Uul Trade LLC', // the brand stays a site text
      legalName: 'Altan Uul Trade Group LLC',
      telephone: '+97677118899',
      email: 'sales@altanuul.mn',
      address: {
        streetAddress: 'Baga Toiruu 7, Chingeltei District',
        addressLocality: 'Ulaanbaatar',
        postalCode: '14240',
        addressCountry: 'MN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 47.9201, longitude: 106.9132 },
    });

    const mn = await page('/contact');
    expect(mn).toContain('Монгол Улс, Улаанбаатар 14240, Чингэлтэй дүүрэг, Бага тойруу 7');
    expect(hoursOf(mn)).toEqual([
      ['Даваа-Бямба', '08:30–19:00'],
      ['Ням', 'Амарна'],
    ]);
    expect(footerOf(mn)).toContain('Алтан Уул Трейд Групп ХХК');
    expect(businessOf(mn)).toMatchObject({
      legalName: 'Алтан Уул Трейд Групп ХХК',
      address: { addressLocality: 'Улаанбаатар' },
    });

    const home = footerOf(await page('/'));
    expect(home).toContain('Монгол Улс, Улаанбаатар 14240, Чингэлтэй дүүрэг, Бага тойруу 7');
    expect(home).toContain('<a href="mailto:sales@altanuul.mn">');
    const service = await page('/en/service-single/consulting-services');
    const aside = service.slice(service.indexOf('class="service-aside__box service-aside__box--dark"'));
    expect(aside).toContain('<a href="tel:+97677118899">+976 7711 8899</a>');
    expect(aside).toContain('<a href="mailto:sales@altanuul.mn">sales@altanuul.mn</a>');

    const form = (await get('/en/admin/company?notice=published', editor)).text;
    expect(form).toContain('Published: every page shows the new details now.');
    expect(form).toMatch(/<textarea[^>]*name="phones"[^>]*>\+976 7711 8899\n\+976 9911 0000<\/textarea>/);
    expect(form).toContain('>Monday to Saturday | 08:30–19:00\nSunday | Closed</textarea>');
  });

  it('names the published main phone where an enquiry could not be stored', async () => {
    const editor = await signedIn('writer', ['editor']);
    await publish(editor, DETAILS);
    const session = await startSession(t.app);
    t.store.db.exec('PRAGMA query_only = 1');
    const res = await request(t.app)
      .post('/api/contact?lng=en')
      .set('Cookie', session.cookie)
      .set('X-XSRF-TOKEN', session.token)
      .send({ name: 'Bat Dorj', email: 'bat@example.mn', phone: '+976 9911 2233', message: 'Need tyres' });
    t.store.db.exec('PRAGMA query_only = 0');
    expect(res.status).toBe(503);
    expect(res.body.error).toContain('call us on +976 7711 8899');
  });

  it('publishes the Messenger page and social pages to every page, leaves out an emptied one, and goes back', async () => {
    const editor = await signedIn('writer', ['editor']);
    expect(await page('/en/about')).toContain('https://www.linkedin.com/company/altanuultrade');

    expect((await publish(editor, LINKS)).status).toBe(303);
    for (const html of [await page('/en/about'), await page('/contact')]) {
      expect(html).toContain('href="https://m.me/altanuul.mn"');
      expect(html).toContain('href="https://www.facebook.com/altanuul.mn"');
      expect(html).toContain('href="https://www.youtube.com/@altanuul"');
      expect(html).not.toContain('linkedin.com');
    }

    expect((await publish(editor, { ...LINKS, youtube: '' })).status).toBe(409);
    await post('/admin/company/reset', editor, { revision: '1' });
    expect(await page('/en/about')).toContain('https://m.me/altanuultrade');
    expect(await page('/en/about')).toContain('https://www.linkedin.com/company/altanuultrade');
    const audit = await t.store.audit.list({}, undefined, 10);
    expect(audit.slice(0, 2).map((entry) => entry.action)).toEqual(['company-links-reset', 'company-links-published']);
  });

  it('goes back to the shipped details in both languages, keeping every version', async () => {
    const editor = await signedIn('writer', ['editor']);
    await publish(editor, DETAILS);
    await page('/en/contact');
    const reset = await post('/admin/company/reset', editor, { revision: '1' });
    expect(reset.headers.location).toBe('/admin/company?notice=reset');

    const en = await page('/en/contact');
    expect(en).toContain('Olympic Street 19, Sukhbaatar District, 1st Khoroo, Ulaanbaatar 14210, Mongolia');
    expect(en).toContain('<a href="tel:+97670112233">+976 7011 2233</a>');
    expect(en).toContain('<a href="mailto:info@altanuultrade.mn">info@altanuultrade.mn</a>');
    expect(hoursOf(en)).toEqual([
      ['Monday to Friday', '09:00–18:00'],
      ['Saturday', '10:00–14:00'],
      ['Sunday and public holidays', 'Closed'],
    ]);
    expect(en).toContain(
      'href="https://www.openstreetmap.org/?mlat=47.9145&amp;mlon=106.9225#map=17/47.9145/106.9225"',
    );
    expect(en).toContain('/images/contact/map.svg');
    expect(footerOf(en)).toContain('© 2026 Altan Uul Trade LLC. All rights reserved.');
    expect(hoursOf(await page('/contact'))[0]).toEqual(['Даваа-Баасан', '09:00–18:00']);
    expect(businessOf(await page('/'))).toMatchObject({ legalName: 'Алтан Уул Трейд ХХК', telephone: '+97670112233' });

    const form = (await get('/en/admin/company?notice=reset', editor)).text;
    expect(form).toContain('The site shows the shipped details again.');
    expect(form).toMatch(/name="legalName.en"[^>]*value="Altan Uul Trade LLC"/);
    expect(form).toContain('Version 2');
    expect(form).toContain('Version 1');
    expect(form).not.toContain('Go back to the shipped details</button>');
  });

  it('publishes an earlier version again, as the newest, on every page', async () => {
    const editor = await signedIn('writer', ['editor']);
    await publish(editor, DETAILS);
    await post('/admin/company/reset', editor, { revision: '1' });
    await page('/en/contact');
    const restored = await post('/admin/company/restore', editor, { revision: '2', from: '1' });
    expect(restored.headers.location).toBe('/admin/company?notice=restored');
    expect(await page('/en/contact')).toContain('Baga Toiruu 7, Chingeltei District, Ulaanbaatar 14240');
    const [entry] = await t.store.audit.list({}, undefined, 1);
    expect(entry).toMatchObject({ action: 'company-links-restored', target: 'company/links#1' });
    const form = (await get('/admin/company?notice=restored', editor)).text;
    expect(form).toContain('Өмнөх хувилбар дахин нийтлэгдлээ');
    expect(form).toContain('Анхны мэдээлэл рүү буцсан.'); // version 2, the reset
    // Made from version 2 once version 3 is out: refused, nothing published.
    expect((await post('/admin/company/restore', editor, { revision: '2', from: '2' })).status).toBe(409);
    expect((await t.store.content.state('company', 'links')).revision).toBe(3);
  });

  it('keeps the shipped details beside a version published when only the links were edited', async () => {
    const editor = await signedIn('writer', ['editor']);
    await page('/en/contact');
    // As another replica (or the previous version of the site) published it: heard through the content store.
    const links = { messengerPageId: 'altanuul.mn', social: { facebook: '', linkedin: '', youtube: '' } };
    await t.store.content.publish('company', 'links', links, 0, 'other', new Date());
    const html = await pageShowing('/en/contact', 'href="https://m.me/altanuul.mn"');
    expect(html).toContain('<a href="tel:+97670112233">+976 7011 2233</a>');
    expect(hoursOf(html)).toHaveLength(3);
    expect(footerOf(html)).toContain('© 2026 Altan Uul Trade LLC.');
    expect(footerOf(html)).not.toContain('facebook.com');
    const form = (await get('/en/admin/company', editor)).text;
    expect(form).toMatch(/name="messengerPageId"[^>]*value="altanuul.mn"/);
    expect(form).toMatch(/name="legalName.en"[^>]*value="Altan Uul Trade LLC"/);
  });
});

describe('office: refusing company details', () => {
  /** Every field wrong, each in its own way. */
  const WRONG = {
    'legalName.mn': '   ',
    'legalName.en': 'x'.repeat(201),
    'address.mn': 'Олимпийн гудамж\u0007 19',
    postalCode: '<script>',
    phones: '+976 7011 2233\njavascript:alert(1)',
    emails: 'info@altanuultrade.mn\n"><img src=x onerror=alert(1)>@x.mn',
    'hours.mn': 'Даваа-Баасан 09:00–18:00',
    'hours.en': 'Monday to Friday | 09:00 | 18:00',
    latitude: '91',
    longitude: '106,9225.5',
    messengerPageId: 'a b"><script>',
    facebook: 'javascript:alert(1)',
    youtube: 'http://youtube.com/x',
  };

  /** Each refused input (its id without `company-`) and the start of its message. */
  const EN_ERRORS: Array<[string, string]> = [
    ['legalName-mn', 'Fill this in.'],
    ['legalName-en', 'This text is too long.'],
    ['address-mn', 'Type ordinary text: this holds characters that cannot be shown'],
    ['postalCode', 'Type the postal code in letters and digits'],
    ['phones', 'Each line must be one phone number'],
    ['emails', 'Each line must be one e-mail address'],
    ['hours-mn', 'Each line needs the days, one vertical bar | and the hours'],
    ['hours-en', 'Each line needs the days, one vertical bar | and the hours'],
    ['latitude', 'Type a latitude from -90 to 90'],
    ['longitude', 'Type a longitude from -180 to 180'],
    ['messengerPageId', "Type the page's name or number"],
    ['facebook', 'Type the whole address, starting with https://'],
    ['youtube', 'Type the whole address, starting with https://'],
  ];
  const MN_ERRORS: Array<[string, string]> = [
    ['legalName-mn', 'Үүнийг бөглөнө үү.'],
    ['phones', 'Мөр бүр нэг утасны дугаар байх ёстой'],
    ['emails', 'Мөр бүр нэг и-мэйл хаяг байх ёстой'],
    ['hours-mn', 'Мөр бүрт гарагууд, нэг босоо зураас |, цаг байх ёстой'],
    ['latitude', '-90-ээс 90 хүртэлх өргөрөгийг'],
    ['facebook', 'https://-ээр эхэлсэн бүтэн хаягийг бичнэ үү'],
  ];

  it.each([
    ['en', '/en/admin/company', EN_ERRORS],
    ['mn', '/admin/company', MN_ERRORS],
  ])(
    'refuses each wrong field in %s with its message under it, keeping what was typed',
    async (_lng, path, expected) => {
      const editor = await signedIn('writer', ['editor']);
      const refused = await publish(editor, WRONG, '0', path);
      expect(refused.status).toBe(400);
      for (const [id, message] of expected) {
        expect(refused.text).toContain(
          `aria-describedby="company-${id.replace(/-(mn|en)$/, '')}-hint company-${id}-error"`,
        );
        expect(refused.text).toMatch(
          new RegExp(`<p class="field-error" id="company-${id}-error">[^<]*${escape(message)}`),
        );
      }
      // Kept as typed, inert: React escapes it in attributes and textareas alike.
      expect(refused.text).toContain('value="javascript:alert(1)"');
      expect(refused.text).toContain('value="&lt;script&gt;"');
      expect(refused.text).toContain('+976 7011 2233\njavascript:alert(1)</textarea>');
      expect(refused.text).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@x.mn</textarea>');
      expect(refused.text).not.toContain('<img src=x');
      expect(refused.text).toContain('class="error-summary"');
      // The fields typed right are not marked.
      expect(refused.text).not.toContain('company-city-mn-error');
      expect(await t.store.content.history('company', 'links', 5)).toEqual([]);
      const contact = await page('/en/contact');
      expect(contact).not.toContain('javascript:');
      expect(contact).toContain('<a href="tel:+97670112233">+976 7011 2233</a>');
    },
  );

  it.each([
    ['phones', '', 'Type at least one phone number.'],
    [
      'phones',
      '+976 1111 1111\n+976 2222 2222\n+976 3333 3333\n+976 4444 4444\n+976 5555 5555\n+976 6666 6666',
      'At most 5 phone numbers',
    ],
    ['phones', '12345', 'Each line must be one phone number'],
    ['phones', '+976 7011 2233 ext. 5', 'Each line must be one phone number'],
    ['emails', ' \n ', 'Type at least one e-mail address.'],
    ['emails', 'info@altanuultrade.mn?bcc=all@example.com', 'Each line must be one e-mail address'],
    ['emails', 'javascript:alert(1)', 'Each line must be one e-mail address'],
    ['hours.en', 'Monday to Friday | 09:00–18:00', 'Give both languages the same number of rows'],
    ['hours.en', '', 'Type at least one row'],
    ['longitude', '', 'Type a longitude from -180 to 180'],
    ['latitude', '-90.5', 'Type a latitude from -90 to 90'],
    ['streetAddress.en', '', 'Fill this in.'],
    ['city.mn', 'Улаан\nбаатар', 'Type ordinary text'],
  ])('refuses %s = %j: %s', async (field, value, message) => {
    const editor = await signedIn('writer', ['editor']);
    const refused = await publish(editor, { [field]: value }, '0', '/en/admin/company');
    expect(refused.status).toBe(400);
    const id = `company-${field.replace('.', '-')}`;
    expect(refused.text).toMatch(new RegExp(`<p class="field-error" id="${id}-error">${escape(message)}`));
    expect(refused.text.match(/class="field-error"/g)).toHaveLength(1);
  });

  it('takes a comma for the decimal point, an empty postal code and numbers in other styles', async () => {
    const editor = await signedIn('writer', ['editor']);
    const changes = { latitude: '47,9145', postalCode: '', phones: '(011) 31-2345\n7011 2233' };
    expect((await publish(editor, changes)).status).toBe(303);
    const html = await page('/en/contact');
    expect(html).toContain('<a href="tel:011312345">(011) 31-2345</a>');
    expect(html).toContain('<a href="tel:70112233">7011 2233</a>');
    const business = businessOf(html);
    expect(business?.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 47.9145, longitude: 106.9225 });
    expect(business?.address).not.toHaveProperty('postalCode');
  });
});

describe('office: hostile company details', () => {
  it('renders markup, quotes and i18next syntax typed as text, inert on the home, contact page and in JSON-LD', async () => {
    const editor = await signedIn('writer', ['editor']);
    const hostile = {
      'legalName.en': '</script><script>alert(1)</script> {{year}} $t(common:nav.home)',
      'address.en': '"><img src=x onerror=alert(1)>',
      'streetAddress.en': '</script><img src=x onerror=alert(2)>',
      'hours.en': '<b onclick=x>Mon</b> | "><svg onload=alert(3)>\nSaturday | 10:00–14:00\nSunday | Closed',
    };
    expect((await publish(editor, hostile)).status).toBe(303);
    for (const path of ['/en/', '/en/contact']) {
      const html = await page(path);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<svg onload');
      expect(html).not.toContain('<b onclick');
      expect(footerOf(html)).toContain(
        '© 2026 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; {{year}} $t(common:nav.home). All rights reserved.',
      );
      expect(footerOf(html)).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
      const business = businessOf(html);
      expect(business?.legalName).toBe(hostile['legalName.en']);
      expect(business?.address).toMatchObject({ streetAddress: hostile['streetAddress.en'] });
      // One JSON-LD block, its closing tag never written by a value.
      expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script\b/g)?.length);
    }
    const contact = await page('/en/contact');
    expect(hoursOf(contact)[0]).toEqual(['&lt;b onclick=x&gt;Mon&lt;/b&gt;', '&quot;&gt;&lt;svg onload=alert(3)&gt;']);
  });
});

describe('office: company details drafts and preview', () => {
  it('keeps a draft with an invalid and an empty value as typed, changes no page, and reopens the form with it', async () => {
    const editor = await signedIn('writer', ['editor']);
    const typed = { phones: '+976 7711 8899\nnot a phone yet', 'legalName.en': '', latitude: 'north' };
    const saved = await saveDraft(editor, typed);
    expect([saved.status, saved.headers.location]).toEqual([303, '/admin/company?notice=draft-saved']);

    const contact = await page('/en/contact');
    expect(contact).toContain('<a href="tel:+97670112233">+976 7011 2233</a>');
    expect(contact).not.toContain('not a phone yet');
    expect(await t.store.content.history('company', 'links', 5)).toEqual([]);

    const form = (await get('/en/admin/company?notice=draft-saved', editor)).text;
    expect(form).toContain('Draft saved. Visitors still see the published details.');
    expect(form).toMatch(/A draft by writer from [^<]+ is in the form below/);
    expect(form).toMatch(/<textarea[^>]*name="phones"[^>]*>\+976 7711 8899\nnot a phone yet<\/textarea>/);
    expect(form).toMatch(/name="legalName.en" value=""/);
    expect(form).toMatch(/name="latitude"[^>]*value="north"/);
    expect(form).toMatch(/<button type="submit" value="draft"[^>]*name="action">Save as draft<\/button>/);
    expect(form).toContain('Discard the draft</button>');
    for (const href of [
      '/contact?preview=drafts',
      '/en/contact?preview=drafts',
      '/?preview=drafts',
      '/en/?preview=drafts',
    ]) {
      expect(form).toContain(`href="${href}"`);
    }
    // Not publishable yet: the previews show the published details, and the form says so.
    expect(form).toContain('the previews show the published details.');
    expect((await get('/admin/company', editor)).text).toContain('Холбоо барих хуудсыг Англи хэлээр ноорогтой нь');

    const [entry] = await t.store.audit.list({}, undefined, 1);
    expect(entry).toMatchObject({ action: 'company-links-draft-saved', target: 'company/links', login: 'writer' });
    const line = t.logs.find((log) => log.msg === 'company details draft saved');
    expect(line).toMatchObject({ item: 'company/links', login: 'writer' });
    expect(JSON.stringify(t.logs)).not.toContain('7711 8899');
  });

  it('refuses a draft only for its length or characters, keeping what was typed, and one made over a publish', async () => {
    const editor = await signedIn('writer', ['editor']);
    const refused = await saveDraft(
      editor,
      // An empty phone and a latitude that is no number are a draft's to keep; only the two are refused.
      { 'legalName.en': 'x'.repeat(201), 'city.mn': 'Улаан\u0007баатар', phones: '', latitude: 'north' },
      '0',
      '/en/admin/company',
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/<p class="field-error" id="company-legalName-en-error">This text is too long./);
    expect(refused.text).toMatch(/<p class="field-error" id="company-city-mn-error">Type ordinary text/);
    expect(refused.text.match(/class="field-error"/g)).toHaveLength(2);
    expect(refused.text).toContain(`value="${'x'.repeat(201)}"`);
    expect((await t.store.content.state('company', 'links')).draft).toBeUndefined();

    expect((await publish(editor, DETAILS)).status).toBe(303);
    const stale = await saveDraft(editor, { 'legalName.en': 'Typed before the publish' }, '0', '/en/admin/company');
    expect(stale.status).toBe(409);
    expect(stale.text).toContain('value="Typed before the publish"');
    expect(stale.text).toContain('Not saved: someone published');
    expect((await t.store.content.state('company', 'links')).draft).toBeUndefined();
  });

  it("shows the draft's details to its editor on the contact page and the home page's footer, not to a visitor", async () => {
    const editor = await signedIn('writer', ['editor']);
    expect((await saveDraft(editor, { ...DETAILS, ...LINKS })).status).toBe(303);

    const en = await preview('/en/contact', editor);
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(en.text).toContain('<p class="contact-info__value">Baga Toiruu 7, Chingeltei District, Ulaanbaatar 14240');
    expect(en.text).toContain('<a href="tel:+97677118899">+976 7711 8899</a><br/><a href="tel:+97699110000">');
    expect(hoursOf(en.text)).toEqual([
      ['Monday to Saturday', '08:30–19:00'],
      ['Sunday', 'Closed'],
    ]);
    expect(en.text).toContain('href="https://m.me/altanuul.mn"');
    // The shipped phone nowhere, the texts quoting it (the islands' copy) included.
    expect(en.text).not.toContain('7011 2233');
    expect(footerOf(en.text)).toContain('© 2026 Altan Uul Trade Group LLC. All rights reserved.');
    expect(businessOf(en.text)).toMatchObject({
      legalName: 'Altan Uul Trade Group LLC',
      telephone: '+97677118899',
      email: 'sales@altanuul.mn',
      address: { streetAddress: 'Baga Toiruu 7, Chingeltei District', postalCode: '14240' },
      geo: { '@type': 'GeoCoordinates', latitude: 47.9201, longitude: 106.9132 },
    });
    const home = footerOf((await preview('/', editor)).text);
    expect(home).toContain('Монгол Улс, Улаанбаатар 14240, Чингэлтэй дүүрэг, Бага тойруу 7');
    expect(home).toMatch(/<a href="tel:\+97677118899">.*?\+976 7711 8899<\/a>/);
    expect(home).toContain('<a href="mailto:sales@altanuul.mn">');
    expect(footerOf((await preview('/en/', editor)).text)).toContain('Baga Toiruu 7, Chingeltei District');

    // A visitor: the same address is the published page; and the published page itself.
    const visitor = (await request(t.app).get('/en/contact?preview=drafts')).text;
    for (const html of [visitor, await page('/en/contact'), await page('/')]) {
      expect(html).not.toContain('7711 8899');
      expect(html).not.toContain('Baga Toiruu 7');
      expect(html).not.toContain('Бага тойруу 7');
      expect(footerOf(html)).toMatch(/<a href="tel:\+97670112233">/);
    }
    expect(businessOf(visitor)).toMatchObject({ telephone: '+97670112233', legalName: 'Altan Uul Trade LLC' });
  });

  it('never answers a preview from the kept pages nor keeps one: a visitor after it gets the published details', async () => {
    const metrics = createMetrics();
    await t.close();
    t = await createTestApp({ metrics });
    const counts = async () => {
      const text = await metrics.registry.metrics();
      return {
        hits: sample(text, 'site_page_cache_hits_total') ?? 0,
        misses: sample(text, 'site_page_cache_misses_total') ?? 0,
      };
    };
    const editor = await signedIn('writer', ['editor']);
    expect(await page('/en/contact')).toContain('+976 7011 2233'); // rendered and kept
    await saveDraft(editor, DETAILS);
    const before = await counts();

    expect((await preview('/en/contact', editor)).text).toContain('+976 7711 8899');
    expect(await counts()).toEqual(before); // neither taken from the kept pages nor kept
    const after = await page('/en/contact');
    expect(after).toContain('<a href="tel:+97670112233">+976 7011 2233</a>');
    expect(after).not.toContain('7711 8899');
    expect(await counts()).toEqual({ hits: before.hits + 1, misses: before.misses }); // the draft dropped nothing

    // A page asked for first as a preview: its visitor still gets the published details.
    expect(footerOf((await preview('/en/about', editor)).text)).toContain('+976 7711 8899');
    const about = footerOf(await page('/en/about'));
    expect(about).toContain('+976 7011 2233');
    expect(about).not.toContain('7711 8899');
  });

  it('discards the draft: the form and the preview show the published details again', async () => {
    const editor = await signedIn('writer', ['editor']);
    await saveDraft(editor, DETAILS);
    const discarded = await post('/admin/company/discard', editor, {});
    expect([discarded.status, discarded.headers.location]).toEqual([303, '/admin/company?notice=discarded']);
    expect((await t.store.content.state('company', 'links')).draft).toBeUndefined();

    const form = (await get('/en/admin/company?notice=discarded', editor)).text;
    expect(form).toContain('The draft was discarded.');
    expect(form).toMatch(/<textarea[^>]*name="phones"[^>]*>\+976 7011 2233<\/textarea>/);
    expect(form).not.toContain('A draft by');
    expect(form).not.toContain('Discard the draft</button>');
    expect(form).not.toContain('?preview=drafts');
    const shown = (await preview('/en/contact', editor)).text;
    expect(shown).toContain('<a href="tel:+97670112233">+976 7011 2233</a>');
    expect(shown).not.toContain('7711 8899');
    const [entry] = await t.store.audit.list({}, undefined, 1);
    expect(entry).toMatchObject({ action: 'company-links-draft-discarded', target: 'company/links' });
    expect(t.logs.some((log) => log.msg === 'company details draft discarded')).toBe(true);
  });

  it('clears the draft when the details are published', async () => {
    const editor = await signedIn('writer', ['editor']);
    await saveDraft(editor, { phones: '+976 9900 1122' });
    expect((await publish(editor, DETAILS)).status).toBe(303);
    expect((await t.store.content.state('company', 'links')).draft).toBeUndefined();

    const form = (await get('/en/admin/company', editor)).text;
    expect(form).toMatch(/<textarea[^>]*name="phones"[^>]*>\+976 7711 8899\n\+976 9911 0000<\/textarea>/);
    expect(form).not.toContain('A draft by');
    expect(form).not.toContain('9900 1122');
    const shown = (await preview('/en/contact', editor)).text;
    expect(shown).toContain('<a href="tel:+97677118899">+976 7711 8899</a>');
    expect(shown).not.toContain('9900 1122');
  });

  it('refuses an inbox-only account the draft, the discard, the reset, a restore and the previews', async () => {
    const editor = await signedIn('writer', ['editor']);
    await saveDraft(editor, DETAILS);
    // Its token from a page it may see, so the refusal is the role's, not the CSRF check's.
    const clerk = await officeAccount(t, 'clerk', ['inbox'], '/admin');
    expect(clerk.token).not.toBe('');
    for (const [path, form] of [
      ['/en/admin/company', { ...shipped(), revision: '0', action: 'draft' }],
      ['/en/admin/company/discard', {}],
      ['/en/admin/company/reset', { revision: '0' }],
      ['/en/admin/company/restore', { revision: '0', from: '1' }],
    ] as const) {
      const refused = await post(path, clerk, form);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('roles do not include this part of the office');
    }
    const state = await t.store.content.state('company', 'links');
    expect(state.draft).toMatchObject({
      by: 'writer',
      value: expect.objectContaining({ phones: DETAILS.phones.replace(/\r\n/g, '\n') }),
    });
    const contact = (await preview('/en/contact', clerk)).text;
    expect(contact).not.toContain('7711 8899');
    expect(contact).toContain('+976 7011 2233');
  });

  it('previews a hostile draft inert, and shows one that cannot be published only in the form', async () => {
    const editor = await signedIn('writer', ['editor']);
    const hostile = {
      'legalName.en': '</script><script>alert(1)</script> {{year}} $t(common:nav.home)',
      'address.en': '"><img src=x onerror=alert(1)>',
      'streetAddress.en': '</script><img src=x onerror=alert(2)>',
      'hours.en': '<b onclick=x>Mon</b> | "><svg onload=alert(3)>\nSaturday | 10:00–14:00\nSunday | Closed',
    };
    expect((await saveDraft(editor, hostile)).status).toBe(303);
    for (const path of ['/en/', '/en/contact']) {
      const html = (await preview(path, editor)).text;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<svg onload');
      expect(html).not.toContain('<b onclick');
      expect(footerOf(html)).toContain(
        '© 2026 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; {{year}} $t(common:nav.home). All rights reserved.',
      );
      expect(footerOf(html)).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
      expect(businessOf(html)).toMatchObject({ legalName: hostile['legalName.en'] });
      expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script\b/g)?.length);
    }

    // Not publishable (no phone, a script address): kept and shown escaped in the form, never on a page.
    const refusedLater = {
      phones: 'javascript:alert(1)',
      facebook: 'javascript:alert(2)',
      'address.en': '<img src=x>',
    };
    expect((await saveDraft(editor, refusedLater)).status).toBe(303);
    const form = (await get('/en/admin/company', editor)).text;
    expect(form).toContain('>javascript:alert(1)</textarea>');
    expect(form).toContain('value="javascript:alert(2)"');
    expect(form).toContain('value="&lt;img src=x&gt;"');
    expect(form).not.toContain('<img src=x');
    const contact = (await preview('/en/contact', editor)).text;
    expect(contact).not.toContain('javascript:');
    expect(contact).not.toContain('<img src=x');
    expect(contact).toContain('<a href="tel:+97670112233">+976 7011 2233</a>');
  });
});

/** A message as a regular expression matching it HTML-escaped, as React writes it. */
function escape(text: string): string {
  const html = text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  return html.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
