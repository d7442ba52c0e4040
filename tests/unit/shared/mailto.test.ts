import { describe, expect, it } from '@jest/globals';
import { mailtoHref } from '#shared/mailto.ts';

describe('mailtoHref', () => {
  it('keeps what was typed after an address part of the address: no ?bcc= or &body= of its own', () => {
    expect(mailtoHref('bat@example.mn?bcc=all@example.mn&body=win', 'Re: request no. 5')).toBe(
      'mailto:bat@example.mn%3Fbcc%3Dall@example.mn%26body%3Dwin?subject=Re%3A%20request%20no.%205',
    );
    expect(mailtoHref('bat@example.mn')).toBe('mailto:bat@example.mn');
  });
});
