// Every office form filled to the lengths its schema allows, in Mongolian (six bytes a letter url-encoded), is
// taken and kept: saved as a draft that holds what was typed, never a 413 that loses it. The limit is the
// office's own (server/admin/admin-body-limit.ts); the public forms keep the site's BODY_LIMIT.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { COLLECTIONS } from '#shared/collections.ts';
import { collectionFormMaxima, collectionFormOf } from '#shared/schemas/collection-schema.ts';
import { COMPANY_INPUT_MAX, companyFormOf } from '#shared/schemas/company-schema.ts';
import { productFormMaxima, productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { TEXT_MAX_LENGTH } from '#shared/schemas/text-schema.ts';
import { shippedCollections } from '#server/content/shipped-collections.ts';
import { readShippedTexts } from '#server/content/text-catalogue.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { shippedCompanyDetails } from '../helpers/company.ts';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let editor: OfficeAccount;
beforeAll(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'editor', ['editor'], '/admin/lists/services');
});
afterAll(() => t.close());

/** Mongolian text of exactly `length` letters. */
const cyrillic = (length: number) => 'Өргөн хэрэглээний бараа '.repeat(Math.ceil(length / 24)).slice(0, length);
/** A service's steps filled to `length`: one step, its title on the first line and its text after. */
const oneStep = (length: number) => `Алхам\n${cyrillic(length - 6)}`;
/** The inputs of `form` that hold free text, filled to their longest in Mongolian; the others as they were. */
function filled(
  form: Record<string, string>,
  maxima: Record<string, number>,
  isText: (input: string) => boolean,
  fill = (_input: string, max: number) => cyrillic(max),
) {
  const typed = { ...form };
  for (const [input, max] of Object.entries(maxima)) if (isText(input)) typed[input] = fill(input, max);
  return typed;
}

/** Saves `form` as a draft at `path`; what the office page then shows in the input `input`. */
async function savedDraft(path: string, form: Record<string, string>, input: string) {
  const saved = await officePost(t, path, editor, { ...form, revision: '0', action: 'draft' });
  expect(saved.status).toBe(303);
  const page = (await officeGet(t, saved.headers.location ?? path, editor)).text;
  return { bytes: Buffer.byteLength(new URLSearchParams(form).toString()), page, value: form[input] ?? '' };
}

const collections = shippedCollections(readShippedTexts());
const TEXT_KINDS = new Set(['line', 'text', 'markup', 'lines', 'steps']);

describe('the office body limit', () => {
  it.each(Object.entries(COLLECTIONS))(
    'takes a %s item filled to its lengths in Mongolian',
    async (name, definition) => {
      const [item] = collections[name as keyof typeof collections];
      if (!item) throw new Error(`no shipped ${name}`);
      const textInputs = new Set(
        definition.fields
          .filter((field) => field.localized && TEXT_KINDS.has(field.kind))
          .flatMap((field) => [`${field.name}.mn`, `${field.name}.en`]),
      );
      const steps = new Set(definition.fields.filter((field) => field.kind === 'steps').map((field) => field.name));
      const form = filled(
        collectionFormOf(definition, item.fields, item.slug),
        collectionFormMaxima(definition),
        (input) => textInputs.has(input),
        (input, max) => (steps.has(input.split('.')[0] ?? '') ? oneStep(max) : cyrillic(max)),
      );
      const [first = ''] = textInputs;
      const { page, value } = await savedDraft(`/admin/lists/${name}/${item.id}`, form, first);
      expect(page).toContain(value.slice(0, 200));
    },
  );

  it('takes a product filled to its lengths in Mongolian, every spec row too', async () => {
    const [product] = readProductsFile();
    if (!product) throw new Error('no shipped product');
    const maxima = productFormMaxima();
    const form = filled(productFormOf(product), maxima, (input) =>
      /^(name|description|specs\.\d+\.(label|value))\./.test(input),
    );
    const { bytes, page, value } = await savedDraft(`/admin/products/${product.id}`, form, 'description.mn');
    expect(bytes).toBeGreaterThan(32 * 1024);
    expect(page).toContain(value.slice(0, 200));
  });

  it('takes a text and the company details filled to their lengths in Mongolian', async () => {
    const text = await savedDraft(
      `/admin/texts/${encodeURIComponent('home:hero.servicesCta')}`,
      { mn: cyrillic(TEXT_MAX_LENGTH), en: cyrillic(TEXT_MAX_LENGTH) },
      'mn',
    );
    expect(text.page).toContain(text.value.slice(0, 200));
    const company = filled(
      companyFormOf(shippedCompanyDetails()),
      COMPANY_INPUT_MAX,
      (input) => /\.(mn|en)$/.test(input) && !/^hours/.test(input),
    );
    const details = await savedDraft('/admin/company', company, 'address.mn');
    expect(details.page).toContain(details.value.slice(0, 200));
  });

  it('keeps the public forms to the site’s own limit', async () => {
    const res = await request(t.app)
      .post('/api/contact?lng=en')
      .type('form')
      .send({ message: cyrillic(6000) });
    expect(res.status).toBe(413);
  });
});
