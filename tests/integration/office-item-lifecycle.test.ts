// Every kind of item the office edits (the catalogue and each list: server/admin/item-routes.ts) and every kind of
// single document (a site text, the company's details, a site page's SEO record: server/admin/global-routes.ts) goes
// through its whole lifecycle the same way, on both engines, driven as a browser without script drives it: the kinds
// are found from the office's own pages (the products, each list the lists page links, the company's page, the first
// of the home page's texts the texts page links, the first page the pages' SEO list links), and each form is posted
// with the fields its page holds. A kind added to the office is covered here with no new test code.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { hashPassword, TEST_COST } from '#server/admin/passwords.ts';
import { SEEN_DRAFT_FIELD } from '#shared/editing-view.ts';
import {
  OFFICE_ORIGIN,
  OFFICE_PASSWORD,
  officeAccount,
  officeGet,
  type OfficeAccount,
} from '../helpers/office-accounts.ts';
import { postgresEngine, sqliteEngine, type TestDatabase, type TestEngine } from '../helpers/store-engines.ts';
import { createTestApp, createTestAppOn, FIXED_NOW, type TestAppOnDatabase } from '../helpers/test-app.ts';

// One parser for every page: a window of its own for each would cost seconds over the run.
const parser = new new JSDOM('').window.DOMParser();
const document = (html: string) => parser.parseFromString(html, 'text/html');

/** The kinds, as the office links them: found before the tests are declared, so that each is a test of its own. */
async function officeKinds(): Promise<{ items: string[]; documents: string[] }> {
  const t = await createTestApp();
  try {
    const editor = await officeAccount(t, 'editor', ['editor'], '/admin/lists');
    const links = document((await officeGet(t, '/admin/lists', editor)).text).querySelectorAll('main a');
    const lists = [...links].map((a) => a.getAttribute('href') ?? '').filter((href) => /^\/admin\/lists\/./.test(href));
    const texts = document((await officeGet(t, '/admin/texts?ns=home', editor)).text).querySelector(
      'main a[href^="/admin/texts/"]',
    );
    const pages = document((await officeGet(t, '/admin/pages', editor)).text).querySelector(
      'main a[href^="/admin/pages/"]',
    );
    return {
      items: ['/admin/products', ...new Set(lists)],
      documents: [
        '/admin/company',
        texts?.getAttribute('href') ?? 'no text linked',
        pages?.getAttribute('href') ?? 'no page linked',
      ],
    };
  } finally {
    t.close();
  }
}
const { items: kinds, documents } = await officeKinds();

/**
 * The fields a browser would post from each of the page's forms whose action is `action` (an anchor after it left
 * out: the browser sends none), without their buttons; its fields outside it (their form attribute) too.
 */
function formsOf(html: string, action: string): Array<Record<string, string>> {
  const forms = [...document(html).querySelectorAll('form')].filter(
    (form) => form.getAttribute('action')?.split('#')[0] === action,
  );
  return forms.map((form) => {
    const fields: Record<string, string> = {};
    const named = [...form.elements].filter((element): element is HTMLInputElement => element.hasAttribute('name'));
    for (const element of named) {
      if (element.type === 'submit' || element.tagName === 'BUTTON' || element.disabled) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      fields[element.name] = element.value;
    }
    return fields;
  });
}

/** The fields of the page's one form posting to `action`. */
function formOf(html: string, action: string): Record<string, string> {
  const [form] = formsOf(html, action);
  if (!form) throw new Error(`no form posting to ${action}`);
  return form;
}

/** What an item's form says of it: its fields, without the revision and the draft it was read at. */
function fieldsOf(form: Record<string, string>): Record<string, string> {
  const read = new Set(['revision', SEEN_DRAFT_FIELD, '_csrf']);
  return Object.fromEntries(Object.entries(form).filter(([name]) => !read.has(name)));
}

/** `form` with `words` added to its first field in both languages (every kind has one, and takes a few words more). */
function withWords(form: Record<string, string>, words: string): Record<string, string> {
  // `name.en` beside `name.mn`, or a text's own `en` beside `mn`.
  const field = Object.keys(form)
    .find((name) => /(^|\.)en$/.test(name))
    ?.replace(/en$/, '');
  if (field === undefined) throw new Error('the form has no field in English');
  const added = { ...form };
  for (const input of [`${field}en`, `${field}mn`]) added[input] = `${form[input] ?? ''} ${words}`;
  return added;
}

/** A signed-in editor on `t`: officeAccount's steps, for an app on either engine. */
async function editorOf(t: TestAppOnDatabase): Promise<OfficeAccount> {
  await t.store.admin.addUser('editor', await hashPassword(OFFICE_PASSWORD, TEST_COST), FIXED_NOW, ['editor']);
  const signedIn = await request(t.app)
    .post('/admin/login')
    .set('Origin', OFFICE_ORIGIN)
    .type('form')
    .send({ login: 'editor', password: OFFICE_PASSWORD });
  const cookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);
  const page = await request(t.app).get('/admin/lists').set('Cookie', cookie.join('; '));
  const csrf = ([] as string[]).concat(page.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);
  const token = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  return { cookie: [...cookie, ...csrf].join('; '), token };
}

it('finds every kind the office edits: the catalogue, each list, the company, the texts and the pages’ SEO', () => {
  expect(kinds).toEqual(expect.arrayContaining(['/admin/products', '/admin/lists/team', '/admin/lists/services']));
  expect(documents).toEqual(['/admin/company', expect.stringMatching(/^\/admin\/texts\/.+/), '/admin/pages/home']);
});

const engines: TestEngine[] = [sqliteEngine, postgresEngine()];

describe.each(engines.map((engine) => [engine.name, engine] as const))('every kind on %s', (_name, engine) => {
  // One database for the engine: the kinds go through it one after another.
  let database: TestDatabase | undefined;
  let t: TestAppOnDatabase;
  let editor: OfficeAccount;

  (engine.shouldRun ? describe : describe.skip)('the office', () => {
    beforeAll(async () => {
      await engine.start();
      database = await engine.newDatabase();
      t = await createTestAppOn(database);
      editor = await editorOf(t);
    }, 90_000);
    afterAll(async () => {
      await t?.close();
      await database?.dispose();
      await engine.stop();
    });

    const get = async (path: string) => {
      const res = await request(t.app).get(path).set('Cookie', editor.cookie);
      expect(res.status).toBe(200);
      return res.text;
    };
    const post = (path: string, form: Record<string, string>) =>
      request(t.app)
        .post(path)
        .set('Cookie', editor.cookie)
        .set('Origin', OFFICE_ORIGIN)
        .type('form')
        .send({ _csrf: editor.token, ...form });

    /** Posts and expects the redirect to `to?notice=<notice>`. */
    async function changed(path: string, form: Record<string, string>, to: string, notice: string) {
      const res = await post(path, form);
      expect({ status: res.status, location: res.headers.location }).toEqual({
        status: 303,
        location: `${to}?notice=${notice}`,
      });
    }

    /** The page's previews show `words` to its editor, never kept, and none of them to a visitor. */
    async function expectPreviews(page: string, words: string) {
      const previews = [...document(page).querySelectorAll('main a[href*="preview=drafts"]')].map(
        (a) => a.getAttribute('href') ?? '',
      );
      expect(previews.length).toBeGreaterThan(0);
      for (const preview of previews) {
        const seen = await request(t.app).get(preview).set('Cookie', editor.cookie);
        expect([preview, seen.status, seen.headers['cache-control'], seen.text.includes(words)]).toEqual([
          preview,
          200,
          'no-store',
          true,
        ]);
      }
      const visitor = await request(t.app).get(previews[0] ?? '');
      expect(visitor.text).not.toContain(words);
    }

    it.each(documents)('%s: publish, stale, history, restore, draft, preview, discard, reset', async (doc) => {
      const shipped = fieldsOf(formOf(await get(doc), doc));
      await changed(doc, { ...withWords(shipped, 'First'), revision: '0', action: 'publish' }, doc, 'published');

      // Changed over revision 1; the same change over revision 1 again is stale, and its page keeps what was typed.
      const first = formOf(await get(doc), doc);
      const second = { ...withWords(first, 'Second'), action: 'publish' };
      await changed(doc, second, doc, 'published');
      const stale = await post(doc, second);
      expect(stale.status).toBe(409);
      expect(fieldsOf(formOf(stale.text, doc))).toEqual(fieldsOf(withWords(first, 'Second')));

      // The history: the latest change shown, the first version restored from it.
      const history = await get(doc);
      const inserted = [...document(history).querySelectorAll('.history ins')].map((ins) => ins.textContent);
      expect(inserted.some((text) => text?.includes('Second'))).toBe(true);
      const earlier = formsOf(history, `${doc}/restore`);
      expect(earlier.map((version) => version.from)).toEqual(['1']);
      await changed(`${doc}/restore`, { ...earlier[0] }, doc, 'restored');
      const restored = formOf(await get(doc), doc);
      expect(fieldsOf(restored)).toEqual(fieldsOf(first));

      // A draft over it: its form and its editor's previews show it, a visitor sees none of it; then discarded.
      await changed(doc, { ...withWords(restored, 'Drafted'), action: 'draft' }, doc, 'draft-saved');
      const withDraft = await get(doc);
      expect(fieldsOf(formOf(withDraft, doc))).toEqual(fieldsOf(withWords(restored, 'Drafted')));
      await expectPreviews(withDraft, 'Drafted');
      await changed(`${doc}/discard`, {}, doc, 'discarded');
      expect(fieldsOf(formOf(await get(doc), doc))).toEqual(fieldsOf(restored));

      // Back to the shipped default, a version of its own.
      await changed(`${doc}/reset`, { revision: restored.revision ?? '' }, doc, 'reset');
      expect(fieldsOf(formOf(await get(doc), doc))).toEqual(shipped);
    });

    it.each(kinds)(
      '%s: new, draft, publish, stale, history, restore, hide, show, bin, preview, discard, order, reset',
      async (kind) => {
        const list = await get(kind);
        const firstHref = [...document(list).querySelectorAll<HTMLAnchorElement>(`main a[href^="${kind}/"]`)]
          .map((a) => a.getAttribute('href') ?? '')
          .find((href) => /\/\d+$/.test(href));
        if (!firstHref) throw new Error(`${kind} lists no item`);
        const shipped = fieldsOf(formOf(await get(firstHref), firstHref));
        const typed = { ...shipped };
        if (typed.slug !== undefined) typed.slug = `${typed.slug}-copy`;

        // A new item, as a draft, then published from its page; the list shows it.
        const drafted = await post(`${kind}/new`, { ...typed, action: 'draft' });
        expect(drafted.status).toBe(303);
        const item = String(drafted.headers.location).replace(/\?.*$/, '');
        expect(drafted.headers.location).toBe(`${item}?notice=draft-saved`);
        expect(await get(`${kind}?show=hidden`)).toContain(`href="${item}"`);
        const draftPage = await get(item);
        await changed(item, { ...formOf(draftPage, item), action: 'publish' }, item, 'published');

        // Changed over revision 1; the same change over revision 1 again is stale, and its page keeps what was typed.
        const first = formOf(await get(item), item);
        expect(first.revision).toBe('1');
        const second = { ...withWords(first, 'Second'), action: 'publish' };
        await changed(item, second, item, 'published');
        const stale = await post(item, second);
        expect(stale.status).toBe(409);
        expect(fieldsOf(formOf(stale.text, item))).toEqual(fieldsOf(withWords(first, 'Second')));

        // The history: the two versions (the stale one stored nothing), the latest's change shown, the first one
        // restored from it and the item's again.
        const history = await get(item);
        const inserted = [...document(history).querySelectorAll('.history ins')].map((ins) => ins.textContent);
        expect(inserted.some((text) => text?.includes('Second'))).toBe(true);
        const earlier = formsOf(history, `${item}/restore`);
        expect(earlier.map((version) => version.from)).toEqual(['1']);
        await changed(`${item}/restore`, { ...earlier[0] }, item, 'restored');
        expect(fieldsOf(formOf(await get(item), item))).toEqual(fieldsOf(first));

        // Hidden, shown, binned and back, each a revision of its own.
        let revision = 3;
        for (const visibility of ['hidden', 'shown', 'deleted', 'shown']) {
          await changed(`${item}/visibility`, { visibility, revision: String(revision) }, item, visibility);
          revision += 1;
        }
        const shown = formOf(await get(item), item);
        expect(shown.revision).toBe(String(revision));

        // A draft over it: its form and its editor's previews show it, a visitor sees none of it; then discarded.
        await changed(item, { ...withWords(shown, 'Drafted'), action: 'draft' }, item, 'draft-saved');
        const withDraft = await get(item);
        expect(fieldsOf(formOf(withDraft, item))).toEqual(fieldsOf(withWords(shown, 'Drafted')));
        await expectPreviews(withDraft, 'Drafted');
        await changed(`${item}/discard`, {}, item, 'discarded');
        expect(fieldsOf(formOf(await get(item), item))).toEqual(fieldsOf(shown));

        // Moved to the top of the order, over the order's revision the list page holds; that move again is stale.
        const id = item.split('/').pop() ?? '';
        const order = { ...formOf(await get(kind), `${kind}/order`), id, to: '1' };
        await changed(`${kind}/order`, order, kind, 'moved');
        await changed(`${kind}/order`, order, kind, 'stale');

        // The first shipped item, changed, then reset to the shipped one.
        await changed(
          firstHref,
          { ...withWords(shipped, 'Changed'), revision: '0', action: 'publish' },
          firstHref,
          'published',
        );
        await changed(`${firstHref}/reset`, { revision: '1' }, firstHref, 'reset');
        expect(fieldsOf(formOf(await get(firstHref), firstHref))).toEqual(shipped);
      },
    );
  });
});
