import { describe, expect, it } from '@jest/globals';
import { COLLECTIONS, NUMBER_MAX } from '#shared/collections.ts';
import { parseCollectionForm } from '#shared/schemas/collection-schema.ts';

// A number field takes 0..NUMBER_MAX unless it says less (a skill's percentage: 0..100, with its own message).

const publish = (name: 'skills' | 'figures', form: Record<string, string>) =>
  parseCollectionForm(COLLECTIONS[name], form, { complete: true, images: [] });

const skill = (percent: string) => ({ 'label.mn': 'Хугацаа', 'label.en': 'On time', percent });

describe('parseCollectionForm: a number field with a maxValue', () => {
  it('takes a whole number from 0 to 100 as a percentage, spaces around it left out', () => {
    for (const percent of ['0', '7', '100', ' 100 ']) {
      expect(publish('skills', skill(percent))).toMatchObject({
        ok: true,
        fields: { percent: percent.replace(/\s/g, '') },
      });
    }
  });

  it('refuses one outside 0–100 or not whole, with the percentage’s own message', () => {
    for (const percent of ['101', '-1', '7.5', 'x']) {
      expect([percent, publish('skills', skill(percent))]).toEqual([
        percent,
        { ok: false, errors: { percent: 'admin:collections.skills.errors.percent' } },
      ]);
    }
  });

  it('leaves a number field without one at 0..NUMBER_MAX with the common message', () => {
    const figure = { page: 'home', 'label.mn': 'Харилцагч', 'label.en': 'Clients', suffix: '' };
    expect(publish('figures', { ...figure, value: String(NUMBER_MAX) }).ok).toBe(true);
    expect(publish('figures', { ...figure, value: String(NUMBER_MAX + 1) })).toEqual({
      ok: false,
      errors: { value: 'admin:collections.errors.number' },
    });
  });
});
