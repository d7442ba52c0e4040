import { describe, expect, it } from '@jest/globals';
import { linesOf } from '#shared/collections.ts';
import {
  companyFormOf,
  companyViewOf,
  degreesOf,
  hoursRowOf,
  isEmail,
  isPhone,
  openStreetMapUrl,
  parseCompanyForm,
} from '#shared/schemas/company-schema.ts';
import { shippedCompanyDetails } from '../../helpers/company.ts';

describe('company schema: one value', () => {
  it.each(['+976 7011 2233', '7011 2233', '(011) 31-2345', '+97670112233'])('takes the phone %j', (phone) => {
    expect(isPhone(phone)).toBe(true);
  });

  it.each(['12345', '+976 7011 2233 ext. 5', '976+7011 2233', 'tel:+97670112233', '+1 234 567 890 123 456', ''])(
    'refuses the phone %j',
    (phone) => expect(isPhone(phone)).toBe(false),
  );

  it.each(['info@altanuultrade.mn', 'sales.team+mn@altan-uul.mn', 'мэдээлэл@алтануул.мон'])('takes %j', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    'info@altanuultrade',
    'javascript:alert(1)',
    'a@b.mn?bcc=c@d.mn',
    '"><img onerror=x>@x.mn',
    'a b@c.mn',
    'info@-altanuul.mn',
  ])('refuses the e-mail %j', (email) => expect(isEmail(email)).toBe(false));

  it('reads an hours row as its days and time, once each', () => {
    expect(hoursRowOf(' Saturday |10:00–14:00 ')).toEqual({ days: 'Saturday', time: '10:00–14:00' });
    expect(hoursRowOf('Saturday 10:00–14:00')).toBeUndefined();
    expect(hoursRowOf('Saturday | 10:00 | 14:00')).toBeUndefined();
    expect(hoursRowOf(' | 10:00')).toBeUndefined();
    expect(hoursRowOf(`${'x'.repeat(81)} | 10:00`)).toBeUndefined();
  });

  it('reads degrees with a point or a comma, and nothing else', () => {
    expect(degreesOf('47.9145')).toBe(47.9145);
    expect(degreesOf('-106,9225')).toBe(-106.9225);
    for (const typed of ['', '47.', '4 7', '1e2', '47.9145.1', 'NaN']) expect(degreesOf(typed)).toBeNaN();
  });

  it('splits lines of any ending, leaving out the empty ones', () => {
    expect(linesOf(' a \r\n\r\nb\rc\n ')).toEqual(['a', 'b', 'c']);
  });
});

describe('company schema: the form', () => {
  it('gives back the shipped details from the form they fill', () => {
    const shipped = shippedCompanyDetails();
    const checked = parseCompanyForm(companyFormOf(shipped));
    expect(checked).toEqual({ ok: true, details: shipped });
  });

  it('names every refused input, and only those', () => {
    const form = { ...companyFormOf(shippedCompanyDetails()), latitude: '95', 'hours.en': 'Monday | 9–6' };
    expect(parseCompanyForm(form)).toEqual({
      ok: false,
      errors: { latitude: 'admin:company.errors.latitude', 'hours.en': 'admin:company.errors.hoursRows' },
    });
    expect(parseCompanyForm({})).toMatchObject({
      ok: false,
      errors: { 'legalName.mn': 'admin:company.errors.required', phones: 'admin:company.errors.phonesRequired' },
    });
  });

  it('shows a language of the details, and their place as an OpenStreetMap link', () => {
    const view = companyViewOf(shippedCompanyDetails(), 'en');
    expect(view.hours[2]).toEqual({ days: 'Sunday and public holidays', time: 'Closed' });
    expect(openStreetMapUrl(view.location)).toBe(
      'https://www.openstreetmap.org/?mlat=47.9145&mlon=106.9225#map=17/47.9145/106.9225',
    );
  });
});
