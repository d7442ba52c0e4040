// Every kind of item the office edits (the catalogue and each list: server/admin/item-routes.ts) goes through its
// whole lifecycle the same way, driven as a browser without script drives it: the kinds are found from the office's
// own pages (the products, and each list the lists page links), and each form is posted with the fields its page
// holds. A kind added to the office is covered here with no new test code.
import { afterAll, describe, expect, it } from '@jest/globals';
import { JSDOM } from 'jsdom';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const document = (html: string) => new JSDOM(html).window.document;

// Before the tests are declared, so that each kind is a test of its own.
const t: TestApp = await createTestApp();
afterAll(() => t.close());
const editor: OfficeAccount = await officeAccount(t, 'editor', ['editor'], '/admin/lists');
const listLinks = document((await officeGet(t, '/admin/lists', editor)).text).querySelectorAll('main a');
const kinds = [
  '/admin/products',
  ...new Set([...listLinks].map((a) => a.getAttribute('href') ?? '').filter((href) => /^\/admin\/lists\/./.test(href))),
];

/** The fields a browser would post from the page's form whose action is `action`, without its buttons. */
function formOf(html: string, action: string): Record<string, string> {
  const page = document(html);
  const form = [...page.querySelectorAll('form')].find((candidate) => candidate.getAttribute('action') === action);
  if (!form) throw new Error(`no form posting to ${action}`);
  const fields: Record<string, string> = {};
  for (const element of form.querySelectorAll<HTMLInputElement>('input[name], textarea[name], select[name]')) {
    if (element.type === 'submit' || element.disabled) continue;
    if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
    fields[element.name] = element.value;
  }
  return fields;
}

const get = async (path: string) => {
  const res = await officeGet(t, path, editor);
  expect(res.status).toBe(200);
  return res.text;
};
const post = (path: string, form: Record<string, string>) => officePost(t, path, editor, form);

/** Posts and expects the redirect to `path?notice=<notice>`. */
async function changed(path: string, form: Record<string, string>, to: string, notice: string) {
  const res = await post(path, form);
  expect({ status: res.status, location: res.headers.location }).toEqual({
    status: 303,
    location: `${to}?notice=${notice}`,
  });
}

describe('every kind the office edits', () => {
  it('are found: the catalogue and each list', () => {
    expect(kinds).toEqual(expect.arrayContaining(['/admin/products', '/admin/lists/team', '/admin/lists/services']));
  });

  it.each(kinds)('%s: new, draft, publish, stale, restore, hide, show, bin, discard, order, reset', async (kind) => {
    const list = await get(kind);
    const firstHref = [...document(list).querySelectorAll<HTMLAnchorElement>(`main a[href^="${kind}/"]`)]
      .map((a) => a.getAttribute('href') ?? '')
      .find((href) => /\/\d+$/.test(href));
    if (!firstHref) throw new Error(`${kind} lists no item`);
    const first = await get(firstHref);
    const typed = formOf(first, firstHref);
    delete typed.revision;
    if (typed.slug !== undefined) typed.slug = `${typed.slug}-copy`;

    // A new item, as a draft, then published from its page; the list shows it.
    const drafted = await post(`${kind}/new`, { ...typed, action: 'draft' });
    expect(drafted.status).toBe(303);
    const item = String(drafted.headers.location).replace(/\?.*$/, '');
    expect(drafted.headers.location).toBe(`${item}?notice=draft-saved`);
    expect(await get(`${kind}?show=hidden`)).toContain(`href="${item}"`);
    const draftPage = await get(item);
    await changed(item, { ...formOf(draftPage, item), action: 'publish' }, item, 'published');

    // Published again over revision 1; the same publish over revision 1 again is stale.
    const form: Record<string, string> = { ...formOf(await get(item), item), action: 'publish' };
    expect(form.revision).toBe('1');
    await changed(item, form, item, 'published');
    expect((await post(item, form)).status).toBe(409);

    // The first version restored, then hidden, shown, binned and back.
    await changed(`${item}/restore`, { from: '1', revision: '2' }, item, 'restored');
    let revision = 3;
    for (const visibility of ['hidden', 'shown', 'deleted', 'shown']) {
      await changed(`${item}/visibility`, { visibility, revision: String(revision) }, item, visibility);
      revision += 1;
    }
    expect(await get(item)).toContain(`name="revision" value="${revision}"`);

    // A draft saved over it and discarded; the item stays.
    await changed(item, { ...formOf(await get(item), item), action: 'draft' }, item, 'draft-saved');
    await changed(`${item}/discard`, {}, item, 'discarded');

    // Moved to the top of the order, over the order's revision the list page holds.
    const id = item.split('/').pop() ?? '';
    const order = formOf(await get(kind), `${kind}/order`);
    await changed(`${kind}/order`, { ...order, id, to: '1' }, kind, 'moved');

    // The first shipped item reset to the shipped one.
    const firstRevision = formOf(await get(firstHref), firstHref).revision ?? '';
    await changed(`${firstHref}/reset`, { revision: firstRevision }, firstHref, 'reset');
  });
});
