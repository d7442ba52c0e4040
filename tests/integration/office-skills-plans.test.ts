// The office's lists 'skills' (the home page's progress bars) and 'plans' (the product plan page's rental and
// support offers), docs/content.md, "Lists": shipped as the page showed them, edited and published in both
// languages, a percentage kept to 0–100, hidden items gone, hostile values inert, their texts out of the site texts.
// What every kind's lifecycle does (drafts, previews, stale saves, history, reset) is office-item-lifecycle.test.ts's.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { officeAccount, officeGet, officePost, type OfficeAccount } from '../helpers/office-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let editor: OfficeAccount;
beforeEach(async () => {
  t = await createTestApp();
  editor = await officeAccount(t, 'writer', ['editor'], '/admin/lists/skills');
});
afterEach(() => t.close());

const page = async (path: string) => (await request(t.app).get(path)).text;
const post = (path: string, form: Record<string, string>) => officePost(t, path, editor, form);

const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;';

/** The skills block of a page: from its list to the list's end (the island state holds the shipped texts too). */
const skillsOf = (html: string) =>
  html.slice(
    html.indexOf('class="skills-block__list"'),
    html.indexOf('</ul>', html.indexOf('class="skills-block__list"')),
  );
/** The offers section of the product plan page, or '' when the page has none. */
const offersOf = (html: string) => {
  const start = html.indexOf('aria-labelledby="plan-beyond"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
};

/** A skill's form with `changes`, published over `revision` (none for a new one). */
const skill = (changes: Record<string, string>, revision: string | undefined = '0') => ({
  'label.mn': 'Амласан өдөртөө хийсэн нийлүүлэлт',
  'label.en': 'Deliveries on the promised date',
  percent: '94',
  ...changes,
  ...(revision === undefined ? {} : { revision }),
  action: 'publish',
});

/** An offer's form with `changes`, published over `revision` (none for a new one). */
const plan = (changes: Record<string, string>, revision: string | undefined = '0') => ({
  'title.mn': 'Уян хатан түрээс',
  'title.en': 'Flexible rental',
  'text.mn': 'Өрмийн машин, ачигч түрээслүүлнэ.',
  'text.en': 'Drill rigs and loaders for hire.',
  'points.mn': 'Өдрөөр\nСараар',
  'points.en': 'By the day\nBy the month',
  icon: 'truck',
  ...changes,
  ...(revision === undefined ? {} : { revision }),
  action: 'publish',
});

describe('office: skills', () => {
  it('ships the three skills as the home page showed them, each bar as wide as its percentage', async () => {
    const skills = skillsOf(await page('/en/'));
    for (const [id, label, percent] of [
      [1, 'Deliveries on the promised date', 94],
      [2, 'Site work finished on the first visit', 88],
      [3, 'Clients with a lower cost per tonne', 72],
    ] as const) {
      expect(skills).toContain(`<span id="skill-${id}">${label}</span><span class="skill__value">${percent}%</span>`);
      expect(skills).toContain(
        `aria-labelledby="skill-${id}" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${percent}"`,
      );
      expect(skills).toContain(`<rect class="skill__fill" width="${percent}%"`);
    }
    expect(skills).not.toContain('style=');
    expect(skillsOf(await page('/'))).toContain('<span id="skill-1">Амласан өдөртөө хийсэн нийлүүлэлт</span>');
  });

  it('publishes a skill’s label in both languages and its percentage to the kept home pages', async () => {
    // Kept first: the publish must drop them.
    await page('/en/');
    await page('/');
    const published = await post(
      '/admin/lists/skills/1',
      skill({ 'label.mn': 'Хугацаа', 'label.en': 'On time', percent: '63' }),
    );
    expect([published.status, published.headers.location]).toEqual([303, '/admin/lists/skills/1?notice=published']);

    const en = skillsOf(await page('/en/'));
    expect(en).toContain('<span id="skill-1">On time</span><span class="skill__value">63%</span>');
    expect(en).toContain('aria-valuenow="63"');
    expect(en).toContain('<rect class="skill__fill" width="63%"');
    expect(en).not.toContain('Deliveries on the promised date');
    expect(skillsOf(await page('/'))).toContain(
      '<span id="skill-1">Хугацаа</span><span class="skill__value">63%</span>',
    );
    const audit = await t.store.audit.list({}, undefined, 1);
    expect(audit[0]).toMatchObject({ action: 'collection-item-published', target: 'skills/1' });
  });

  it('takes a percentage of 0 and of 100, and refuses one outside 0–100 with its message in both languages', async () => {
    for (const [percent, revision] of [
      ['0', '0'],
      ['100', '1'],
    ] as const) {
      expect((await post('/admin/lists/skills/2', skill({ percent }, revision))).status).toBe(303);
    }
    expect(skillsOf(await page('/en/'))).toContain('<rect class="skill__fill" width="100%"');

    for (const percent of ['101', '-1', '250', '7.5', 'all']) {
      const refused = await post('/en/admin/lists/skills/3', skill({ percent }));
      expect([percent, refused.status]).toEqual([percent, 400]);
      expect(refused.text).toContain('Type a whole number from 0 to 100.');
      expect(refused.text).toContain(`value="${percent}"`);
    }
    const mn = await post('/admin/lists/skills/3', skill({ percent: '101' }));
    expect(mn.text).toContain('0-ээс 100 хүртэлх бүхэл тоо бичнэ үү.');
    // Nothing published: the shipped 72 stays.
    expect(skillsOf(await page('/en/'))).toContain('aria-valuenow="72"');
  });

  it('adds a skill at the end, and takes a hidden one off the home page', async () => {
    const added = await post(
      '/admin/lists/skills/new',
      skill({ 'label.mn': 'Аюулгүй ажиллагаа', 'label.en': 'Safety', percent: '98' }, undefined),
    );
    expect(added.headers.location).toBe('/admin/lists/skills/4?notice=published');
    await post('/admin/lists/skills/2/visibility', { visibility: 'hidden', revision: '0' });

    const skills = skillsOf(await page('/en/'));
    const labels = [...skills.matchAll(/<span id="skill-\d+">([^<]+)<\/span>/g)].map((match) => match[1]);
    expect(labels).toEqual(['Deliveries on the promised date', 'Clients with a lower cost per tonne', 'Safety']);
    expect(skills).toContain('<rect class="skill__fill" width="98%"');
    expect(skills.match(/role="progressbar"/g)).toHaveLength(3);
    for (const id of [1, 3, 4])
      await post(`/admin/lists/skills/${id}/visibility`, { visibility: 'hidden', revision: id === 4 ? '1' : '0' });
    // No skill left: the block keeps its heading and words, without an empty list.
    const home = await page('/en/');
    expect(home).toContain('id="skills-block-title"');
    expect(home).not.toContain('skills-block__list');
  });

  it('shows a hostile label as text on the home page', async () => {
    await post('/admin/lists/skills/1', skill({ 'label.en': HOSTILE, 'label.mn': HOSTILE }));
    for (const path of ['/en/', '/']) {
      const html = await page(path);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(skillsOf(html)).toContain(`<span id="skill-1">${ESCAPED}</span>`);
    }
  });

  it('leaves the site texts: its labels are the list’s', async () => {
    const texts = await officeGet(t, '/en/admin/texts?q=first%20visit', editor);
    expect(texts.text).not.toContain('skills.items');
    const list = await officeGet(t, '/en/admin/lists/skills', editor);
    expect(list.status).toBe(200);
    expect(list.text).toContain('Site work finished on the first visit');
  });
});

describe('office: plans', () => {
  it('ships the rental and support offers as the product plan page showed them', async () => {
    const offers = offersOf(await page('/en/productgrouppage'));
    expect(offers).toContain('<article id="rental" class="offer" aria-labelledby="rental-title">');
    expect(offers).toContain('<h3 id="support-title" class="offer__title">Technical support and maintenance</h3>');
    expect(offers).toContain('<span>Option to buy at the end of the term</span>');
    expect(offersOf(await page('/productgrouppage'))).toContain('Уян хатан нөхцөлтэй тоног төхөөрөмжийн түрээс');
  });

  it('publishes an offer in both languages, and keeps its anchor', async () => {
    await page('/en/productgrouppage'); // kept first: the publish must drop it
    await post('/admin/lists/plans/1', plan({ icon: 'clock' }));
    const en = offersOf(await page('/en/productgrouppage'));
    expect(en).toContain('<article id="rental" class="offer" aria-labelledby="rental-title">');
    expect(en).toContain('<h3 id="rental-title" class="offer__title">Flexible rental</h3>');
    expect(en).toContain('<p class="offer__text">Drill rigs and loaders for hire.</p>');
    const points = [...en.matchAll(/<span>([^<]+)<\/span><\/li>/g)].map((match) => match[1]);
    expect(points.slice(0, 2)).toEqual(['By the day', 'By the month']);
    expect(en).not.toContain('Option to buy at the end of the term');
    const mn = offersOf(await page('/productgrouppage'));
    expect(mn).toContain('>Уян хатан түрээс</h3>');
    expect(mn).toContain('<span>Сараар</span>');
  });

  it('refuses an offer missing its English points or with an unknown icon, keeping what was typed', async () => {
    const refused = await post(
      '/en/admin/lists/plans/2',
      plan({ 'points.en': '', icon: 'rocket', 'title.en': 'Kept' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('value="Kept"');
    expect(refused.text).toMatch(
      /<textarea[^>]*aria-invalid="true"[^>]*name="points.en"|name="points.en"[^>]*aria-invalid="true"/,
    );
    expect(refused.text).toContain('Choose one of the options.');
  });

  it('adds an offer with an anchor of its own, and takes hidden ones off the page', async () => {
    const added = await post(
      '/admin/lists/plans/new',
      plan({ 'title.en': 'Operator training', icon: 'map' }, undefined),
    );
    expect(added.headers.location).toBe('/admin/lists/plans/3?notice=published');
    expect(offersOf(await page('/en/productgrouppage'))).toContain(
      '<article id="plan-3" class="offer" aria-labelledby="plan-3-title">',
    );
    // Search finds it by its words, linking to its card.
    expect(await page('/en/search?query=operator%20training')).toContain('href="/en/productgrouppage#plan-3"');

    await post('/admin/lists/plans/2/visibility', { visibility: 'deleted', revision: '0' });
    const offers = offersOf(await page('/en/productgrouppage'));
    expect(offers).not.toContain('Technical support and maintenance');
    expect(await page('/en/search?query=maintenance')).not.toContain('productgrouppage#support');
    expect(offers.match(/class="offer"/g)).toHaveLength(2);

    await post('/admin/lists/plans/1/visibility', { visibility: 'hidden', revision: '0' });
    await post('/admin/lists/plans/3/visibility', { visibility: 'hidden', revision: '1' });
    // No offer left: the section and its call to action go; the rest of the page stays.
    const bare = await page('/en/productgrouppage');
    expect(offersOf(bare)).toBe('');
    expect(bare).not.toContain('Ask about rental or service');
    expect(bare).toContain('class="product-plans"');
  });

  it('shows hostile values in every text of an offer as text on the page', async () => {
    await post(
      '/admin/lists/plans/1',
      plan({ 'title.en': HOSTILE, 'text.en': HOSTILE, 'points.en': `${HOSTILE}\n[x](javascript:alert(3))` }),
    );
    const html = await page('/en/productgrouppage');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/href="javascript:/i);
    const offers = offersOf(html);
    expect(offers).toContain(`<h3 id="rental-title" class="offer__title">${ESCAPED}</h3>`);
    expect(offers).toContain(`<p class="offer__text">${ESCAPED}</p>`);
    expect(offers).toContain(`<span>${ESCAPED}</span>`);
  });

  it('leaves the site texts: the offers’ texts are the list’s, the section’s heading is not', async () => {
    const rental = await officeGet(t, '/en/admin/texts?q=equipment%20rental', editor);
    expect(rental.text).not.toContain('rental.title');
    expect(rental.text).not.toContain('rental.points');
    const heading = await officeGet(t, '/en/admin/texts?q=More%20than%20supply', editor);
    expect(heading.text).toContain('beyond.heading');
  });

  it('travels in the content file, an added offer and its order with it', async () => {
    await post('/admin/lists/plans/new', plan({ 'title.en': 'Operator training' }, undefined));
    await post('/admin/lists/plans/order', { id: '3', to: '1', orderRevision: '0' });
    const file = (await officeGet(t, '/admin/texts/export.json', editor)).text;
    const exported = JSON.parse(file) as { lists: Record<string, Array<{ id: number }>> };
    expect(exported.lists.plans?.map((item) => item.id)).toEqual([3, 1, 2]);
    expect(exported.lists.skills?.map((item) => item.id)).toEqual([1, 2, 3]);

    t.close();
    t = await createTestApp();
    const other = await officeAccount(t, 'writer', ['editor'], '/admin/lists/plans');
    await request(t.app)
      .post('/admin/texts/import')
      .set('Cookie', other.cookie)
      .set('Origin', 'http://localhost:3000')
      .field('_csrf', other.token)
      .attach('file', Buffer.from(file), 'content.json');
    const offers = offersOf(await page('/en/productgrouppage'));
    expect(offers.indexOf('id="plan-3"')).toBeGreaterThanOrEqual(0);
    expect(offers.indexOf('id="plan-3"')).toBeLessThan(offers.indexOf('id="rental"'));
  });
});
