// A quotation's products and quantities are stored as rows beside its message: as the quote list's form sends
// them, or as a single-product form's message names the product; the inbox's entry reads them back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { quoteListMessage } from '#shared/quote-message.ts';
import { startSession, type CsrfSession } from '../helpers/csrf.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const HOST = 'site.test';
// The consent box ticked (docs/privacy.md, "Consent").
const buyer = { name: 'Bat Dorj', email: 'bat@example.mn', phone: '+976 9911 2233', kind: 'quotation', consent: true };
const BIT = { slug: 'tricone-bit-251mm-iadc-637', name: 'Tricone bit 251 mm', qty: 3 };
const ITEMS = [BIT, { slug: 'otr-tyre-40-00r57', name: 'OTR tyre 40.00R57', qty: 12 }];

let t: TestApp;
let session: CsrfSession;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_RATE_LIMIT: '1000' } });
  session = await startSession(t.app);
});
afterAll(() => t.close());

const post = (body: object, lng = 'en') =>
  request(t.app)
    .post(`/api/contact?lng=${lng}`)
    .set('Host', HOST)
    .set('Cookie', session.cookie)
    .set('X-XSRF-TOKEN', session.token)
    .send(body);

const lastEnquiry = async () => {
  const { entries } = await t.store.inbox.list({ source: 'enquiry' }, {}, 1);
  return entries[0] && t.store.inbox.find('enquiry', entries[0].id);
};

describe('quotation items', () => {
  it('stores the quote list’s items as rows, in order, and its message as sent', async () => {
    const message = quoteListMessage(ITEMS, 'by March');
    expect((await post({ ...buyer, message, items: ITEMS })).status).toBe(201);
    expect(await lastEnquiry()).toMatchObject({ kind: 'quotation', message, items: ITEMS });
  });

  it('stores the product a single-product quotation names, quantity 1', async () => {
    const message = 'Quotation request for product: Tricone bit 251 mm';
    expect((await post({ ...buyer, message })).status).toBe(201);
    expect((await lastEnquiry())?.items).toEqual([{ slug: null, name: 'Tricone bit 251 mm', qty: 1 }]);
  });

  it('stores no items for other kinds, whatever their message says', async () => {
    const message = quoteListMessage(ITEMS);
    expect((await post({ ...buyer, kind: 'contact', message, items: ITEMS })).status).toBe(201);
    expect(await lastEnquiry()).toMatchObject({ kind: 'contact', items: [] });
  });

  it.each([
    ['no items', []],
    ['a quantity of 0', [{ ...BIT, qty: 0 }]],
    ['a fractional quantity', [{ ...BIT, qty: 1.5 }]],
    ['an empty name', [{ ...BIT, name: ' ' }]],
    ['a name over 200 characters', [{ ...BIT, name: 'n'.repeat(201) }]],
    ['a list that is not one', 'Tricone bit × 3'],
  ])('refuses %s with 400 in the visitor’s language, storing nothing', async (_case, items) => {
    const before = (await t.store.inbox.count({}))?.count;
    const res = await post({ ...buyer, message: 'Quotation request', items });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      items: 'The quote list could not be read. Please reload the page and send it again.',
    });
    const mongolian = await post({ ...buyer, message: 'Quotation request', items }, 'mn');
    expect(mongolian.body.fields.items).toMatch(/^Үнийн саналын жагсаалтыг/);
    expect((await t.store.inbox.count({}))?.count).toBe(before);
  });
});
