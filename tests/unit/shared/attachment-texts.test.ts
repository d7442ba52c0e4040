// The forms' texts about attachments name the limits of shared/attachments.ts: a change there that the texts missed
// would tell visitors a limit the server does not keep.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ATTACHMENT_MAX_FILES, ATTACHMENT_MAX_MEGABYTES, ATTACHMENT_TYPES } from '#shared/attachments.ts';
import { LANGUAGES } from '#shared/constants.ts';

const textsOf = (language: string) => {
  const file = path.resolve(import.meta.dirname, `../../../locales/${language}/forms.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { attachments: Record<string, unknown> }).attachments;
};

const labels = Object.values(ATTACHMENT_TYPES).map((type) => type.label);

describe.each(LANGUAGES)('the attachment texts in %s', (language) => {
  const texts = textsOf(language);
  const errors = texts.errors as Record<string, string>;

  it('hint at every type taken, the count and the size', () => {
    for (const label of labels) expect(texts.hint).toContain(label);
    expect(texts.hint).toContain(`${ATTACHMENT_MAX_FILES}`);
    expect(texts.hint).toContain(`${ATTACHMENT_MAX_MEGABYTES}`);
  });

  it('refuse with the limit that was passed', () => {
    expect(errors.tooMany).toContain(`${ATTACHMENT_MAX_FILES}`);
    expect(errors.tooLarge).toContain(`${ATTACHMENT_MAX_MEGABYTES}`);
    for (const label of labels) expect(errors.type).toContain(label);
  });
});
