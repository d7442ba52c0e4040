import type { NewEnquiry } from '#server/storage/enquiry-store.ts';

/** An enquiry as the contact form stores it; overrides for the field a test is about. */
export function sampleEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    kind: 'contact',
    name: 'Батбаяр',
    email: 'bat@example.mn',
    phone: '+976 9911 2233',
    message: 'Сайн байна уу',
    language: 'mn',
    page: '/contact',
    requestId: 'req-1',
    createdAt: new Date('2026-03-01T02:00:00Z'),
    ...overrides,
  };
}
