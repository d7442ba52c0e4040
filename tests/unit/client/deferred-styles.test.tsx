import { beforeEach, describe, expect, it } from '@jest/globals';
import { deferredStyles } from '#client/enhancements/deferred-styles.ts';

const media = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')).map((link) => link.media);

/** The head as the server writes it: the full stylesheets linked as print (critical-css.ts). */
function linkStylesheets(): HTMLLinkElement[] {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/assets/main.css" media="print" data-deferred-style>' +
    '<link rel="stylesheet" href="/assets/extra.css" media="print" data-deferred-style>';
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]'));
}

describe('the full stylesheets', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('stay print-only until they are needed', () => {
    linkStylesheets();
    deferredStyles();
    expect(media()).toEqual(['print', 'print']);
  });

  it.each(['keydown', 'pointerdown', 'touchstart', 'scroll', 'wheel'])('switch on at the first %s', (type) => {
    linkStylesheets();
    deferredStyles();
    window.dispatchEvent(new Event(type));
    expect(media()).toEqual(['all', 'all']);
  });

  it('switch on when a script needs them, and resolve once every sheet has loaded or failed', async () => {
    const [main, extra] = linkStylesheets();
    const needStyles = deferredStyles();
    let applied = false;
    const need = needStyles().then(() => (applied = true));
    expect(media()).toEqual(['all', 'all']);

    main?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(applied).toBe(false);
    extra?.dispatchEvent(new Event('error')); // a sheet that fails holds nothing up
    await need;
    expect(applied).toBe(true);
    expect(needStyles()).toBe(needStyles()); // switched on once
  });
});
