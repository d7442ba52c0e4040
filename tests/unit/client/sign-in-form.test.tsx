import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClientI18n } from '#client/i18n-client.ts';
import { IslandProviders } from '#client/islands/island-providers.tsx';
import { SignInForm, type SignInFormProps } from '#client/islands/sign-in-form.tsx';

// The office sign-in island once live: the server's schema checks it first, in the page's language; valid
// input goes on as the browser's own post (the server answers with a page), the button disabled meanwhile.

type Lng = 'en' | 'mn';

function locale(lng: Lng, ns: string): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../../locales/${lng}/${ns}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function text(lng: Lng, key: string): string {
  const [ns = '', ...parts] = key.split(/[:.]/);
  const value = parts.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale(lng, ns));
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value;
}

function renderSignIn(lng: Lng, props: Partial<SignInFormProps> = {}) {
  const i18n = createClientI18n({
    lng,
    ns: ['admin', 'forms'],
    resources: { [lng]: { admin: locale(lng, 'admin'), forms: locale(lng, 'forms') } },
  });
  render(
    <IslandProviders i18n={i18n}>
      <SignInForm action="/admin/login" login="" fieldErrors={{}} {...props} />
    </IslandProviders>,
  );
  const form = screen.getByRole('button').closest('form');
  if (!form) throw new Error('no form');
  return form;
}

/** Submits the form; true when the browser would go on to post it (nothing prevented it). */
const submit = (form: HTMLFormElement) => fireEvent.submit(form);
const field = (lng: Lng, name: 'login' | 'password') =>
  screen.getByLabelText(text(lng, `admin:login.${name}`), { exact: true }) as HTMLInputElement;

afterEach(cleanup);

describe('the office sign-in form, live', () => {
  for (const lng of ['mn', 'en'] as const) {
    it(`keeps an empty form here with the messages in ${lng}, the first field focused`, () => {
      const form = renderSignIn(lng);
      expect(submit(form)).toBe(false);
      expect(screen.getByText(text(lng, 'admin:login.loginRequired'))).toBeTruthy();
      expect(screen.getByText(text(lng, 'admin:login.passwordRequired'))).toBeTruthy();
      expect(document.activeElement).toBe(field(lng, 'login'));
      expect(field(lng, 'login').getAttribute('aria-invalid')).toBe('true');
      expect(form.noValidate).toBe(true);
    });
  }

  it('lets valid input go as the native post, its button disabled while the answer comes', () => {
    const form = renderSignIn('en');
    fireEvent.change(field('en', 'login'), { target: { value: 'office' } });
    fireEvent.change(field('en', 'password'), { target: { value: 'secret words' } });
    expect(submit(form)).toBe(true);
    const button = screen.getByRole('button', { name: text('en', 'forms:sending') }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    // A second submit (a double click) is not posted again.
    expect(submit(form)).toBe(false);
  });

  it("shows the server's messages until the form is checked here", () => {
    const form = renderSignIn('en', { login: 'office', fieldErrors: { password: 'admin:login.passwordRequired' } });
    expect(screen.getByText('Type your password.')).toBeTruthy();
    expect(field('en', 'login').value).toBe('office');
    fireEvent.change(field('en', 'password'), { target: { value: 'secret words' } });
    expect(submit(form)).toBe(true);
    expect(screen.queryByText('Type your password.')).toBeNull();
  });
});
