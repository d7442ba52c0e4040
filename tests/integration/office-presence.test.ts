// Presence and autosave on the office's edit pages (docs/content.md, "Presence and autosave"), on both engines: the
// heartbeat shows two editors of one item to each other, across two apps on one database as across replicas, and
// forgets one a minute after their last; a page says whose draft the form holds; a save over another account's draft
// saved after the page was read is refused naming them, what was typed kept, and a script's save answers JSON.
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_HEADER } from '#shared/constants.ts';
import { SEEN_DRAFT_FIELD } from '#shared/editing-view.ts';
import { productFormOf } from '#shared/schemas/product-edit-schema.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { OFFICE_ORIGIN, officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { describeEachEngine, useFreshDatabase, type TestDatabase } from '../helpers/store-engines.ts';
import { createTestAppOn, FIXED_NOW, type TestAppOnDatabase } from '../helpers/test-app.ts';

const [FIRST] = readProductsFile();
if (!FIRST) throw new Error('the shipped catalogue has products');
const PRODUCT = `/en/admin/products/${FIRST.id}`;
const TEXT = '/en/admin/texts/home%3Ahero.carouselLabel';

/** The value of the hidden input `name` of a page's edit form. */
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

describeEachEngine('office presence', (engine) => {
  let database: TestDatabase;
  const clock = { current: FIXED_NOW, now: () => clock.current };
  let one: TestAppOnDatabase;
  let two: TestAppOnDatabase;
  useFreshDatabase(engine, (opened) => {
    database = opened.database;
  });
  // Two apps on one database, each with a connection of its own: two replicas behind one proxy.
  beforeEach(async () => {
    clock.current = FIXED_NOW;
    one = await createTestAppOn(database, { clock });
    two = await createTestAppOn(database, { clock });
  });
  afterEach(async () => {
    await one.close();
    await two.close();
  });
  /** The clock `ms` after FIXED_NOW (12:00 in Ulaanbaatar). */
  const later = (ms: number) => {
    clock.current = new Date(FIXED_NOW.getTime() + ms);
  };

  /** A heartbeat of `path`'s page as its script sends it: the token in the header, the seen draft in the body. */
  const beat = (app: TestAppOnDatabase, path: string, who: OfficeAccount, seenDraft = '') =>
    request(app.app)
      .post(`${path}/presence`)
      .set('Cookie', who.cookie)
      .set('Origin', OFFICE_ORIGIN)
      .set(CSRF_HEADER, who.token)
      .set('Accept', 'application/json')
      .type('form')
      .send({ [SEEN_DRAFT_FIELD]: seenDraft });
  /** The edit form saved as a draft by a script (the page's autosave). */
  const autosave = (app: TestAppOnDatabase, path: string, who: OfficeAccount, form: Record<string, string>) =>
    request(app.app)
      .post(path)
      .set('Cookie', who.cookie)
      .set('Origin', OFFICE_ORIGIN)
      .set(CSRF_HEADER, who.token)
      .set('Accept', 'application/json')
      .type('form')
      .send({ ...form, action: 'draft' });
  const draftOf = (words: string, seenDraft: string) => ({
    ...productFormOf(FIRST),
    'name.en': words,
    revision: '0',
    [SEEN_DRAFT_FIELD]: seenDraft,
  });

  it('shows two editors of one item to each other across replicas, and forgets one a minute after their last', async () => {
    const bat = await officeAccount(one, 'bat', ['editor'], '/admin/products');
    const saraa = await officeAccount(two, 'saraa', ['editor'], '/admin/products');
    expect((await beat(one, PRODUCT, bat)).body).toEqual({ others: [] });
    later(5000);
    // Saraa's page, from the other replica, names Bat without script; her heartbeat's answer too.
    expect((await officeGet(two, PRODUCT, saraa)).text).toContain('Also editing now: bat (since 12:00)');
    expect((await beat(two, PRODUCT, saraa)).body).toEqual({ others: [{ login: 'bat', since: '12:00' }] });
    later(20_000);
    expect((await beat(one, PRODUCT, bat)).body).toEqual({ others: [{ login: 'saraa', since: '12:00' }] });
    // Another item has its own editors.
    expect((await beat(one, TEXT, bat)).body).toEqual({ others: [] });
    // Bat's page closed: a minute after his last heartbeat he no longer counts.
    later(20_000 + 60_000 + 1);
    expect((await beat(two, PRODUCT, saraa)).body).toEqual({ others: [] });
    expect((await officeGet(two, PRODUCT, saraa)).text).not.toContain('Also editing now: bat');
  });

  it('takes a heartbeat only with the session’s token, from an editor', async () => {
    const bat = await officeAccount(one, 'bat', ['editor'], '/admin/products');
    const clerk = await officeAccount(one, 'clerk', ['inbox'], '/admin');
    expect((await beat(one, PRODUCT, { ...bat, token: 'wrong' })).status).toBe(403);
    expect((await beat(one, PRODUCT, clerk)).status).toBe(403);
    expect((await beat(one, '/en/admin/products/999999', bat)).status).toBe(404);
    expect((await beat(one, PRODUCT, bat)).status).toBe(200);
  });

  it('says whose draft the form holds, and refuses a save over a draft saved after the page was read', async () => {
    const bat = await officeAccount(one, 'bat', ['editor'], '/admin/products');
    const saraa = await officeAccount(two, 'saraa', ['editor'], '/admin/products');
    // Both open the product, which has no draft yet.
    const batPage = (await officeGet(one, PRODUCT, bat)).text;
    expect(hidden(batPage, SEEN_DRAFT_FIELD)).toBe('');
    later(7 * 60_000);
    const saved = await officePost(two, PRODUCT, saraa, draftOf('Saraa’s words', ''));
    expect(saved.status).toBe(303);
    // Bat's save from the page he read before is refused, naming Saraa; what he typed is kept, and her draft too.
    later(8 * 60_000);
    const refused = await officePost(one, PRODUCT, bat, draftOf('Bat’s words', hidden(batPage, SEEN_DRAFT_FIELD)));
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(
      'Not saved: saraa saved a draft at 12:07 after you opened this page; your text is kept below.',
    );
    expect(refused.text).toContain('value="Bat’s words"');
    expect((await officeGet(two, PRODUCT, saraa)).text).toContain('value="Saraa’s words"');
    // The page again holds her draft's token, so saving again replaces it, knowingly.
    expect(hidden(refused.text, SEEN_DRAFT_FIELD)).toBe(String(new Date(FIXED_NOW.getTime() + 7 * 60_000).getTime()));
    // Opened now, Bat's page says whose draft it holds, without script; Saraa's page says nothing of her own.
    const reread = (await officeGet(one, PRODUCT, bat)).text;
    expect(reread).toContain('saraa has a draft not published yet, saved at 12:07');
    expect((await officeGet(two, PRODUCT, saraa)).text).not.toContain('saraa has a draft');
    const replaced = await officePost(one, PRODUCT, bat, draftOf('Bat’s words', hidden(reread, SEEN_DRAFT_FIELD)));
    expect(replaced.status).toBe(303);
    // A draft of one's own is one's own to replace, whatever the page was read with; so is publishing over it.
    expect((await officePost(one, PRODUCT, bat, draftOf('Bat again', ''))).status).toBe(303);
    const publish = { ...draftOf('Bat published', ''), action: 'publish' };
    expect((await officePost(one, PRODUCT, bat, publish)).status).toBe(303);
  });

  it('refuses a publish over another account’s draft saved since, nothing published', async () => {
    const bat = await officeAccount(one, 'bat', ['editor'], '/admin/products');
    const saraa = await officeAccount(two, 'saraa', ['editor'], '/admin/products');
    expect((await officePost(two, PRODUCT, saraa, draftOf('Saraa’s words', ''))).status).toBe(303);
    const refused = await officePost(one, PRODUCT, bat, { ...draftOf('Bat’s words', ''), action: 'publish' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('Not saved: saraa saved a draft at 12:00 after you opened this page');
    expect((await request(one.app).get(`/en/shop-single/${FIRST.slug}`)).text).not.toContain('Bat’s words');
  });

  it('answers a script’s draft save with JSON: saved with its time, or refused as overtaken, never published', async () => {
    const bat = await officeAccount(one, 'bat', ['editor'], '/admin/products');
    const saraa = await officeAccount(two, 'saraa', ['editor'], '/admin/products');
    later(2 * 60_000);
    const first = await autosave(one, PRODUCT, bat, draftOf('Bat types', ''));
    expect(first.status).toBe(200);
    const token = String(clock.current.getTime());
    expect(first.body).toEqual({ saved: true, seenDraft: token, time: '12:02' });
    expect((await request(one.app).get(`/en/shop-single/${FIRST.slug}`)).text).not.toContain('Bat types');
    // Saraa, who opened the page before Bat's draft, is refused, and told whose draft is newer.
    later(3 * 60_000);
    const overtaken = await autosave(two, PRODUCT, saraa, draftOf('Saraa types', ''));
    expect(overtaken.status).toBe(409);
    expect(overtaken.body).toEqual({ saved: false, why: 'draft', by: 'bat', time: '12:02' });
    // Her heartbeat had said so too.
    expect((await beat(two, PRODUCT, saraa)).body).toMatchObject({ newerDraft: { by: 'bat', time: '12:02' } });
    expect((await beat(one, PRODUCT, bat, token)).body).not.toHaveProperty('newerDraft');
    // Bat goes on with the token his first save gave back.
    expect((await autosave(one, PRODUCT, bat, draftOf('Bat types more', token))).status).toBe(200);
    // Someone published meanwhile: stale.
    const published = { ...draftOf('Published', ''), action: 'publish' };
    expect((await officePost(one, PRODUCT, bat, published)).status).toBe(303);
    const stale = await autosave(one, PRODUCT, bat, draftOf('Bat types on', ''));
    expect([stale.status, stale.body]).toEqual([409, { saved: false, why: 'stale' }]);
    // A field too long even for a draft: 400, said as such.
    const invalid = await autosave(one, PRODUCT, bat, { ...draftOf('x'.repeat(10_000), ''), revision: '1' });
    expect([invalid.status, invalid.body]).toEqual([400, { saved: false, why: 'invalid' }]);
  });

  it('does the same for a document: a site text’s heartbeat and its refused save', async () => {
    const bat = await officeAccount(one, 'bat', ['editor'], '/admin/texts');
    const saraa = await officeAccount(two, 'saraa', ['editor'], '/admin/texts');
    await beat(one, TEXT, bat);
    expect((await beat(two, TEXT, saraa)).body).toEqual({ others: [{ login: 'bat', since: '12:00' }] });
    const form = { mn: 'Саарагийн', en: 'Saraa’s', revision: '0', [SEEN_DRAFT_FIELD]: '', action: 'draft' };
    expect((await officePost(two, TEXT, saraa, form)).status).toBe(303);
    const refused = await officePost(one, TEXT, bat, { ...form, en: 'Bat’s' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('Not saved: saraa saved a draft at 12:00 after you opened this page');
    expect(refused.text).toContain('>Bat’s</textarea>');
    const json = await autosave(one, TEXT, bat, { ...form, en: 'Bat’s' });
    expect(json.body).toEqual({ saved: false, why: 'draft', by: 'saraa', time: '12:00' });
  });
});
