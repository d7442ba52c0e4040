import { describe, expect, it } from '@jest/globals';
import type { ZodMiniType } from 'zod/mini';
import {
  contactSchema,
  EMAIL_PATTERN,
  fieldErrors,
  quotationFormSchema,
  quotationMessage,
  serviceFormSchema,
  serviceMessage,
  subscribeSchema,
} from '#shared/schemas/contact-schema.ts';

// The consent box ticked (docs/privacy.md, "Consent"): a native post sends "yes", a script true; either parses as true.
const contact = {
  name: 'Bat',
  email: 'bat@example.mn',
  phone: '+976 9911 2233',
  message: 'Need 40.00R57 tyres',
  consent: 'yes',
};
const serviceForm = {
  name: 'Bat',
  email: 'bat@example.mn',
  phone: '99112233',
  service: 'international-trading',
  note: 'Two containers from Tianjin',
  consent: true,
};

/** The message keys a schema reports for `input`, one per field. */
function errorsOf(schema: ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return fieldErrors(result.error);
}

describe('EMAIL_PATTERN (docs/specification.md §5)', () => {
  it.each(['a@b.mn', 'bat.dorj+quote@mail.example.mn', 'дорж@жишээ.мн'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['', 'bat', 'bat@example', '@example.mn', 'bat@.mn', 'bat @example.mn', 'bat@@example.mn', 'bat@example.'])(
    'rejects %p',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
});

describe('contactSchema', () => {
  it('accepts a complete enquiry and trims every field', () => {
    const parsed = contactSchema.parse({
      name: '  Bat ',
      email: ' bat@example.mn ',
      phone: ' 9911 ',
      message: ' Hello\n',
      consent: 'yes',
    });
    expect(parsed).toEqual({ name: 'Bat', email: 'bat@example.mn', phone: '9911', message: 'Hello', consent: true });
  });

  it('reports the required key of each missing field', () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: 'forms:errors.name',
      email: 'forms:errors.email',
      phone: 'forms:errors.phone',
      message: 'forms:errors.message',
      consent: 'forms:errors.consent',
    });
  });

  it('treats blank text as missing', () => {
    expect(errorsOf(contactSchema, { name: '   ', email: ' ', phone: '\t', message: '\n', consent: 'yes' })).toEqual({
      name: 'forms:errors.name',
      email: 'forms:errors.email',
      phone: 'forms:errors.phone',
      message: 'forms:errors.message',
    });
  });

  it('treats a value that is not text as missing', () => {
    expect(errorsOf(contactSchema, { ...contact, name: 42, message: ['a', 'b'] })).toEqual({
      name: 'forms:errors.name',
      message: 'forms:errors.message',
    });
  });

  it('reports a malformed e-mail as invalid, and only that', () => {
    expect(errorsOf(contactSchema, { ...contact, email: 'bat@example' })).toEqual({
      email: 'forms:errors.emailInvalid',
    });
  });

  it('puts no format check on the phone (docs/specification.md §5)', () => {
    expect(contactSchema.safeParse({ ...contact, phone: 'call the site office' }).success).toBe(true);
  });

  it.each([
    ['name', 200],
    ['email', 254],
    ['phone', 50],
    ['message', 5000],
  ] as const)('accepts a %s of %i characters and reports one more as too long', (field, max) => {
    const atLimit = field === 'email' ? `${'a'.repeat(max - 11)}@example.mn` : 'a'.repeat(max);
    expect(atLimit).toHaveLength(max);
    expect(contactSchema.safeParse({ ...contact, [field]: atLimit }).success).toBe(true);
    expect(errorsOf(contactSchema, { ...contact, [field]: `${atLimit}a` })).toEqual({
      [field]: 'forms:errors.tooLong',
    });
  });

  it('measures the length after trimming', () => {
    expect(contactSchema.safeParse({ ...contact, name: ` ${'a'.repeat(200)} ` }).success).toBe(true);
  });

  it('drops fields it does not know', () => {
    expect(contactSchema.parse({ ...contact, _csrf: 'token', website: '' })).toEqual({ ...contact, consent: true });
  });
});

describe('serviceFormSchema', () => {
  it('accepts each of the three service slugs', () => {
    for (const service of ['consulting-services', 'international-trading', 'transportation-logistics']) {
      expect(serviceFormSchema.safeParse({ ...serviceForm, service }).success).toBe(true);
    }
  });

  it("reports a missing service or one that is no service's address, and a missing note, with their keys", () => {
    expect(errorsOf(serviceFormSchema, { ...serviceForm, service: undefined, note: ' ' })).toEqual({
      service: 'forms:errors.service',
      note: 'forms:errors.note',
    });
    for (const service of ['Mining', 'mining rockets', '<script>', '-mining', 'a'.repeat(121)]) {
      expect([service, errorsOf(serviceFormSchema, { ...serviceForm, service })]).toEqual([
        service,
        { service: 'forms:errors.service' },
      ]);
    }
    // A service the office added since the shipped three is an address like theirs.
    expect(serviceFormSchema.safeParse({ ...serviceForm, service: 'contract-drilling' }).success).toBe(true);
  });

  it('checks name, e-mail and phone as the contact form does', () => {
    expect(errorsOf(serviceFormSchema, { ...serviceForm, name: '', email: 'x', phone: '' })).toEqual({
      name: 'forms:errors.name',
      email: 'forms:errors.emailInvalid',
      phone: 'forms:errors.phone',
    });
  });

  it('reports a note over 5000 characters as too long', () => {
    expect(errorsOf(serviceFormSchema, { ...serviceForm, note: 'n'.repeat(5001) })).toEqual({
      note: 'forms:errors.tooLong',
    });
  });
});

describe('quotationFormSchema', () => {
  it('requires name, e-mail and phone (docs/specification.md §5), and the consent', () => {
    expect(errorsOf(quotationFormSchema, {})).toEqual({
      name: 'forms:errors.name',
      email: 'forms:errors.email',
      phone: 'forms:errors.phone',
      consent: 'forms:errors.consent',
    });
    const quotation = { name: 'Bat', email: 'bat@example.mn', phone: '99112233', consent: 'yes' };
    expect(quotationFormSchema.parse(quotation)).toEqual({ ...quotation, consent: true });
  });
});

describe('subscribeSchema', () => {
  it('accepts a valid address, trimmed', () => {
    expect(subscribeSchema.parse({ email: ' news@example.mn ', consent: 'yes' })).toEqual({
      email: 'news@example.mn',
      consent: true,
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without @', 'news'],
    ['without a dot after @', 'news@example'],
    ['over 254 characters', `${'a'.repeat(250)}@example.mn`],
  ])('reports an address that is %s with the one subscribe key', (_circumstance, email) => {
    expect(errorsOf(subscribeSchema, { email, consent: 'yes' })).toEqual({ email: 'forms:errors.subscribeEmail' });
  });
});

describe('the consent box', () => {
  const forms: Array<[string, ZodMiniType, Record<string, unknown>]> = [
    ['contact', contactSchema, contact],
    ['service', serviceFormSchema, serviceForm],
    ['quotation', quotationFormSchema, { name: 'Bat', email: 'bat@example.mn', phone: '99112233', consent: 'yes' }],
    ['subscribe', subscribeSchema, { email: 'news@example.mn', consent: 'yes' }],
  ];

  it.each(forms)('the %s form refuses an unticked box, and only for it', (_form, schema, valid) => {
    for (const consent of [undefined, '', 'no', 'on', false, 'true']) {
      expect([consent, errorsOf(schema, { ...valid, consent })]).toEqual([
        consent,
        { consent: 'forms:errors.consent' },
      ]);
    }
  });

  it.each(forms)('the %s form takes a ticked box as the browser posts it and as a script sends it', (_f, schema, v) => {
    expect(schema.safeParse({ ...v, consent: 'yes' }).success).toBe(true);
    expect(schema.safeParse({ ...v, consent: true }).success).toBe(true);
  });
});

describe('stored messages', () => {
  it('composes the service message as docs/specification.md §7 words it', () => {
    expect(serviceMessage('International Trading', 'Two containers')).toBe(
      'Service: International Trading, Note: Two containers',
    );
  });

  it('composes the quotation message as docs/specification.md §3 words it', () => {
    expect(quotationMessage('Tricone bit 9 7/8"')).toBe('Quotation request for product: Tricone bit 9 7/8"');
  });
});

describe('characters no one types', () => {
  const valid = { name: 'Bat', email: 'bat@example.mn', phone: '99112233', message: 'Hello', consent: true };

  it.each([
    ['a NUL in the phone', { phone: '9911\u00002233' }, 'phone', 'forms:errors.phoneCharacters'],
    ['an escape code in the name', { name: 'Bat\u001b[31m' }, 'name', 'forms:errors.nameCharacters'],
    ['a lone surrogate in the name', { name: 'Bat\ud800' }, 'name', 'forms:errors.nameCharacters'],
    ['a bell in the message', { message: 'Hi\u0007' }, 'message', 'forms:errors.messageCharacters'],
    ['a lone low surrogate in the e-mail', { email: 'bat\udc00@example.mn' }, 'email', 'forms:errors.emailCharacters'],
  ])('refuses %s, naming the field', (_label, change, field, key) => {
    const parsed = contactSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrors(parsed.error)).toEqual({ [field]: key });
  });

  it('keeps line breaks and tabs in a message or note, and letters beyond the basic plane', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'Line one\r\n\tLine two 😀 Өө Үү' }).success).toBe(true);
    expect(serviceFormSchema.safeParse({ ...valid, service: 'international-trading', note: 'a\nb' }).success).toBe(
      true,
    );
    expect(contactSchema.safeParse({ ...valid, name: 'Bat\nDorj' }).success).toBe(false);
  });

  it('refuses the same characters in the newsletter address', () => {
    const parsed = subscribeSchema.safeParse({ email: 'bat\u0000@example.mn' });
    expect(parsed.success).toBe(false);
  });
});

describe('the visitor e-mail address', () => {
  const email = (value: string) => contactSchema.shape.email.safeParse(value).success;

  it.each(['a,b@example.mn', '<x>@example.mn', 'a"b@example.mn', '(c)@example.mn', 'x;y@example.mn', 'x@example'])(
    'refuses %s: a character that could add a recipient, a header or a query, or no top-level domain',
    (value) => expect(email(value)).toBe(false),
  );

  it.each(['bat.dorj+quote@example.mn', 'oyu_99@mail.altanuultrade.mn', 'оюун@жишээ.мн'])('takes %s', (value) =>
    expect(email(value)).toBe(true),
  );
});
