// A large inbox for the stress script: enquiries in both scripts, one every 150 s back from today (a million is
// about five years), most of them handled, and a few sign-ups; written straight into the SQLite file in large
// transactions (the site's own insert makes each one durable on its own, far too slow for a million).
import type { DatabaseSync } from 'node:sqlite';

const GIVEN = ['Батбаяр', 'Оюунчимэг', 'Болд', 'Сарнай', 'Төмөрбаатар', 'Enkhjargal', 'Ganbold', 'Ариунаа', 'Dulguun'];
const FAMILY = ['Дорж', 'Батсүх', 'Ганзориг', 'Erdene', 'Баяр', 'Tsogt', 'Нямдорж'];
const LATIN = ['bat', 'oyun', 'bold', 'sarnai', 'temuulen', 'enkhjargal', 'ganbold', 'ariuna', 'dulguun'];
const DOMAINS = ['gmail.com', 'yahoo.com', 'mail.mn', 'mongolmining.mn', 'ot.mn'];
const KINDS = ['contact', 'service', 'quotation'] as const;
const MESSAGES = [
  'Сайн байна уу. Бидэнд 40.00R57 дугуй 12 ширхэг хэрэгтэй байна, үнийн санал илгээнэ үү.',
  'Please quote 311 mm tricone bits, delivery to Oyu Tolgoi within the month.',
  'Quotation request for 2 products:\n- Bit 9 7/8″ × 3\n- OTR tyre 40.00R57 × 12',
  'Экскаваторын засварын үйлчилгээний талаар мэдээлэл авмаар байна. Утсаар холбогдоно уу.',
];
export const STEP_MS = 150_000;
const BATCH = 20_000;

/** The i-th enquiry's time: the last one a minute ago. */
export const enquiryTime = (i: number, count: number, now: number) => new Date(now - 60_000 - (count - i) * STEP_MS);

export function fillInbox(db: DatabaseSync, count: number, subscriptions: number, now = Date.now()): void {
  const insert = db.prepare(
    `INSERT INTO enquiries (kind, name, email, phone, message, language, page, request_id, created_at, handled_at,
       handled_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let start = 0; start < count; start += BATCH) {
    db.exec('BEGIN');
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const createdAt = enquiryTime(i, count, now).toISOString();
      const handled = i < count - 500 && i % 10 !== 0;
      insert.run(
        KINDS[i % KINDS.length] ?? 'contact',
        `${GIVEN[i % GIVEN.length]} ${FAMILY[(i * 7) % FAMILY.length]}`,
        `${LATIN[(i * 5) % LATIN.length]}.${i}@${DOMAINS[i % DOMAINS.length]}`,
        `+976 ${8800 + (i % 1000)} ${String(i % 10_000).padStart(4, '0')}`,
        MESSAGES[i % MESSAGES.length] ?? '',
        i % 3 === 0 ? 'en' : 'mn',
        '/contact',
        `req-${i.toString(36)}`,
        createdAt,
        handled ? createdAt : null,
        handled ? 'office' : null,
      );
    }
    db.exec('COMMIT');
  }
  const subscribe = db.prepare(
    'INSERT INTO subscriptions (email, email_normalized, language, created_at) VALUES (?, ?, ?, ?)',
  );
  db.exec('BEGIN');
  for (let i = 0; i < subscriptions; i += 1) {
    const email = `news.${i}@${DOMAINS[i % DOMAINS.length]}`;
    subscribe.run(email, email, 'mn', enquiryTime(i * 50, count, now).toISOString());
  }
  db.exec('COMMIT');
}
