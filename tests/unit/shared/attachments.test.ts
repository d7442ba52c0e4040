import { describe, expect, it } from '@jest/globals';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, attachmentRefusal } from '#shared/attachments.ts';

const file = (name: string, size = 1024) => ({ name, size });

describe('attachmentRefusal (the browser’s check before sending)', () => {
  it('lets up to five files of up to 10 MB through, by the extensions taken, in any case', () => {
    const five = ['a.pdf', 'b.DWG', 'c.dxf', 'd.stp', 'e.jpeg'].map((name) => file(name, ATTACHMENT_MAX_BYTES));
    expect(attachmentRefusal(five)).toBeUndefined();
    expect(attachmentRefusal([])).toBeUndefined();
  });

  it('refuses a sixth file, one over 10 MB, an empty one and another type, in that order', () => {
    const six = Array.from({ length: ATTACHMENT_MAX_FILES + 1 }, (_, i) => file(`${i}.pdf`));
    expect(attachmentRefusal(six)).toBe('tooMany');
    expect(attachmentRefusal([file('big.pdf', ATTACHMENT_MAX_BYTES + 1)])).toBe('tooLarge');
    expect(attachmentRefusal([file('empty.pdf', 0)])).toBe('empty');
    expect(attachmentRefusal([file('page.html')])).toBe('type');
  });
});
