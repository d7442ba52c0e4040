import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build, as on the server (the browser build needs MessageChannel, which jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClientI18n } from '#client/i18n-client.ts';
import { ContactForm } from '#client/islands/contact-form.tsx';
import { IslandProviders } from '#client/islands/island-providers.tsx';
import { ServiceForm } from '#client/islands/service-form.tsx';
import { SubscribeForm } from '#client/islands/subscribe-form.tsx';

type Lng = 'en' | 'mn';

function locale(lng: Lng, ns: string): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../../locales/${lng}/${ns}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function islandTree<P extends object>(Component: ComponentType<P>, props: P, lng: Lng = 'en') {
  const i18n = createClientI18n({
    lng,
    ns: ['common', 'forms'],
    resources: { [lng]: { common: locale(lng, 'common'), forms: locale(lng, 'forms') } },
  });
  return <IslandProviders i18n={i18n}>{createElement(Component, props)}</IslandProviders>;
}

function renderIsland<P extends object>(Component: ComponentType<P>, props: P, lng: Lng = 'en') {
  return render(islandTree(Component, props, lng));
}

interface FakeAnswer {
  status: number;
  body?: unknown;
}

const fetchMock = jest.fn<typeof fetch>();

function answer({ status, body }: FakeAnswer): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('no JSON');
      return body;
    },
  } as Response;
}

function answerWith(reply: FakeAnswer): void {
  fetchMock.mockResolvedValueOnce(answer(reply));
}

/** A request that stays in flight until the test answers it. */
function answerLater(): (reply: FakeAnswer) => Promise<void> {
  let resolve: (response: Response) => void = () => undefined;
  fetchMock.mockReturnValueOnce(new Promise<Response>((done) => (resolve = done)));
  return async (reply) => {
    await act(async () => resolve(answer(reply)));
  };
}

function sentRequest(call = 0): { url: string; body: Record<string, unknown>; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return {
    url: String(url),
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    headers: init?.headers as Record<string, string>,
  };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

const consentBox = () => document.querySelector<HTMLInputElement>('input[name="consent"]');

/** Types the values into the fields named by their labels and, unless told not to, ticks the consent box. */
function fill(values: Record<string, string>, { agree = true } = {}): void {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
  const box = consentBox();
  if (agree && box && !box.checked) fireEvent.click(box);
}

async function submit(name: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/** The text of the message a control is described by (its error line). */
function describedText(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

const CONTACT_VALUES = {
  Name: 'Bat-Erdene',
  'Contact E-mail': 'bat@example.mn',
  'Phone number': '9911 2233',
  Message: 'We need two tricone bits.',
};

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  document.cookie = 'XSRF-TOKEN=token-from-cookie';
});

afterEach(cleanup);

describe('ContactForm', () => {
  const props = {};

  it('renders a real form that posts without script, with the honeypot and no per-visitor token', () => {
    const { container } = renderIsland(ContactForm, props);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/contact?lng=en');
    expect(container.querySelector('input[name="_csrf"]')).toBeNull();
    expect(container.querySelector('input[name="website"]')).not.toBeNull();
    for (const name of ['name', 'email', 'phone', 'message']) {
      expect(container.querySelector(`[name="${name}"]`)?.hasAttribute('required')).toBe(true);
    }
  });

  it('turns off the browser checks once live, so its own messages show', () => {
    const { container } = renderIsland(ContactForm, props);
    expect(container.querySelector('form')?.noValidate).toBe(true);
  });

  it('shows every required message for an empty form, linked to its field, and focuses the first', async () => {
    renderIsland(ContactForm, props);
    await submit('Send message');
    const expected = {
      Name: 'Name is required',
      'Contact E-mail': 'Email is required',
      'Phone number': 'Phone is required',
      Message: 'Message is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(describedText(field(label))).toBe(message);
    }
    expect(document.activeElement).toBe(field('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the e-mail address is invalid when it lacks the docs/specification.md §5 shape', async () => {
    renderIsland(ContactForm, props);
    fill({ ...CONTACT_VALUES, 'Contact E-mail': 'bat@example' });
    await submit('Send message');
    expect(describedText(field('Contact E-mail'))).toBe('Email address is invalid');
    expect(field('Name').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(field('Contact E-mail'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a field of spaces as empty', async () => {
    renderIsland(ContactForm, props);
    fill({ ...CONTACT_VALUES, Message: '   ' });
    await submit('Send message');
    expect(describedText(field('Message'))).toBe('Message is required');
  });

  it('clears old messages at the start of a submit, sends JSON with the CSRF header, then says thank you', async () => {
    renderIsland(ContactForm, props);
    await submit('Send message');
    expect(screen.getByText('Name is required')).toBeTruthy();

    fill(CONTACT_VALUES);
    const reply = answerLater();
    await submit('Send message');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(field('Name').hasAttribute('aria-invalid')).toBe(false);
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toHaveProperty('disabled', true);

    const sent = sentRequest();
    expect(sent.url).toBe('/api/contact?lng=en');
    expect(sent.headers['X-XSRF-TOKEN']).toBe('token-from-cookie');
    expect(sent.body).toEqual({
      name: 'Bat-Erdene',
      email: 'bat@example.mn',
      phone: '9911 2233',
      message: 'We need two tricone bits.',
      consent: true,
      kind: 'contact',
      page: '/',
    });

    await reply({ status: 201, body: { success: true } });
    expect(screen.getByRole('status').textContent).toBe('Thank you, your message has been sent!');
    expect(screen.getByRole('alert').textContent).toBe('');
    for (const label of Object.keys(CONTACT_VALUES)) expect(field(label).value).toBe('');
    expect(consentBox()?.checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });

  it.each([
    ['a server error, even with its own text', { status: 500, body: { success: false, error: 'Internal' } }],
    ['an OK answer without the success flag', { status: 200, body: { received: true } }],
    ['an OK answer that is not JSON', { status: 200 }],
    ['too many requests', { status: 429, body: { success: false, error: 'Too many' } }],
  ])('shows the one failure message for %s and keeps what was typed', async (_case, reply) => {
    renderIsland(ContactForm, props);
    fill(CONTACT_VALUES);
    answerWith(reply);
    await submit('Send message');
    expect(screen.getByRole('alert').textContent).toBe('Error occurred while sending message. Please try again later.');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(field('Name').value).toBe('Bat-Erdene');
  });

  it('shows the failure message when the network fails', async () => {
    renderIsland(ContactForm, props);
    fill(CONTACT_VALUES);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit('Send message');
    expect(screen.getByRole('alert').textContent).toBe('Error occurred while sending message. Please try again later.');
  });

  it("shows the server's field messages from a 400 under their fields", async () => {
    renderIsland(ContactForm, props);
    fill(CONTACT_VALUES);
    answerWith({
      status: 400,
      body: { success: false, error: 'Please correct the highlighted fields.', fields: { phone: 'Phone is required' } },
    });
    await submit('Send message');
    expect(describedText(field('Phone number'))).toBe('Phone is required');
    expect(document.activeElement).toBe(field('Phone number'));
  });

  // docs/privacy.md, "Attachments": files are checked here before a byte is sent, and go as multipart with the token.
  describe('with files', () => {
    const choose = (files: File[]) => {
      const input = field('Attach files');
      Object.defineProperty(input, 'files', { configurable: true, value: files });
      fireEvent.change(input);
      return input;
    };
    const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

    it('lists the chosen files and refuses a sixth, under the field, sending nothing', async () => {
      renderIsland(ContactForm, props);
      fill(CONTACT_VALUES);
      const input = choose(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => pdf(`${name}.pdf`)));
      expect(screen.getByRole('list', { name: 'Files to send' }).children).toHaveLength(6);
      await submit('Send message');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(describedText(input)).toContain('Attach at most 5 files.');
    });

    it('sends the fields and the files as multipart with the CSRF header, and shows a refusal under the field', async () => {
      renderIsland(ContactForm, props);
      fill(CONTACT_VALUES);
      const input = choose([pdf('drawing.pdf')]);
      const type = 'A file is not a PDF, DWG, DXF, STEP, XLSX, DOCX, JPG or PNG file. Send only these types.';
      answerWith({ status: 415, body: { success: false, error: type, fields: { files: type } } });
      await submit('Send message');
      const [, init] = fetchMock.mock.calls[0] ?? [];
      const body = init?.body as FormData;
      expect(body.get('consent')).toBe('yes');
      expect(body.get('name')).toBe('Bat-Erdene');
      expect((body.getAll('files')[0] as File).name).toBe('drawing.pdf');
      expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('token-from-cookie');
      expect(describedText(input)).toContain(type);
      // Nothing typed is lost.
      expect(field('Message').value).toBe(CONTACT_VALUES.Message);
    });
  });

  it('clears a failure message when the visitor tries again', async () => {
    renderIsland(ContactForm, props);
    fill(CONTACT_VALUES);
    answerWith({ status: 500 });
    await submit('Send message');
    expect(screen.getByRole('alert').textContent).not.toBe('');
    const reply = answerLater();
    await submit('Send message');
    expect(screen.getByRole('alert').textContent).toBe('');
    await reply({ status: 201, body: { success: true } });
  });

  it('sends a filled honeypot along, so the server can drop the bot quietly', async () => {
    const { container } = renderIsland(ContactForm, props);
    fill(CONTACT_VALUES);
    fireEvent.change(container.querySelector('input[name="website"]') as HTMLInputElement, {
      target: { value: 'http://spam.example' },
    });
    answerWith({ status: 201, body: { success: true } });
    await submit('Send message');
    expect(sentRequest().body.website).toBe('http://spam.example');
  });

  it('keeps text typed before hydration and sends it', async () => {
    const html = renderToString(islandTree(ContactForm, props), { identifierPrefix: 'i1-' });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const early = container.querySelector<HTMLInputElement>('input[name="name"]');
    if (!early) throw new Error('no name field');
    early.value = 'Typed early';

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, islandTree(ContactForm, props), {
        identifierPrefix: 'i1-',
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(early.value).toBe('Typed early');

    fireEvent.change(within(container, 'email'), { target: { value: 'bat@example.mn' } });
    fireEvent.change(within(container, 'phone'), { target: { value: '99112233' } });
    fireEvent.change(within(container, 'message'), { target: { value: 'Hello' } });
    fireEvent.click(within(container, 'consent'));
    answerWith({ status: 201, body: { success: true } });
    await act(async () => {
      fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    });
    expect(sentRequest().body.name).toBe('Typed early');
    container.remove();
  });
});

function within(container: HTMLElement, name: string): HTMLInputElement {
  const element = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no field ${name}`);
  return element;
}

// Issue #28: every form that takes personal data has an unticked consent box with the notice's link; unticked,
// nothing is sent and the site's message shows under it, in the page's language.
describe('the consent box', () => {
  const serviceProps = { serviceSlug: 'consulting-services', choices: [{ slug: 'consulting-services', title: 'C' }] };
  // The form, the page's language, its component and props, its button, the start of the message.
  const cases: Array<[string, Lng, ComponentType<object>, object, string, string]> = [
    ['contact', 'en', ContactForm, {}, 'Send message', 'Please tick the box to agree'],
    ['contact', 'mn', ContactForm, {}, 'Зурвас илгээх', 'Зөвшөөрлийн нүдийг тэмдэглэнэ үү'],
    [
      'service',
      'en',
      ServiceForm as ComponentType<object>,
      serviceProps,
      'Send request',
      'Please tick the box to agree',
    ],
    [
      'service',
      'mn',
      ServiceForm as ComponentType<object>,
      serviceProps,
      'Хүсэлт илгээх',
      'Зөвшөөрлийн нүдийг тэмдэглэнэ үү',
    ],
    ['subscribe', 'en', SubscribeForm, {}, 'Subscribe', 'Please tick the box to agree'],
    ['subscribe', 'mn', SubscribeForm, {}, 'Бүртгүүлэх', 'Зөвшөөрлийн нүдийг тэмдэглэнэ үү'],
  ];

  it.each(cases)('the %s form (%s) starts unticked and links the privacy notice', (_f, lng, Form, props) => {
    const { container } = renderIsland(Form, props, lng);
    expect(consentBox()?.checked).toBe(false);
    expect(consentBox()?.value).toBe('yes');
    const link = container.querySelector<HTMLAnchorElement>('.consent-field__link');
    expect(link?.getAttribute('href')).toBe(lng === 'en' ? '/en/privacy' : '/privacy');
    expect(link?.target).toBe('_blank');
  });

  it.each(cases)('the %s form (%s) sends nothing unticked and says why', async (_f, lng, Form, props, send, says) => {
    renderIsland(Form, props, lng);
    const values = Object.fromEntries(
      Array.from(
        document.querySelectorAll<HTMLInputElement>(
          'input[type="email"], input[type="text"], input[type="tel"], textarea',
        ),
      )
        .filter((input) => input.name !== 'website')
        .map((input) => [input.name, input.type === 'email' ? 'bat@example.mn' : 'Bat']),
    );
    for (const [name, value] of Object.entries(values)) {
      fireEvent.change(document.querySelector(`[name="${name}"]`) as HTMLElement, { target: { value } });
    }
    await submit(send);
    const box = consentBox() as HTMLInputElement;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box)).toContain(says);
    expect(document.activeElement).toBe(box);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ServiceForm', () => {
  const props = {
    serviceSlug: 'international-trading',
    choices: [
      { slug: 'consulting-services', title: 'Consulting Services' },
      { slug: 'international-trading', title: 'International Trading' },
      { slug: 'transportation-logistics', title: 'Transportation & Logistics' },
    ],
  };
  const SERVICE_VALUES = {
    Name: 'Oyun',
    'Contact E-mail': 'oyun@example.mn',
    'Phone number': '8811 2233',
    Note: 'Twenty containers from Tianjin in May.',
  };

  it('preselects the page service and offers the three services by slug', () => {
    renderIsland(ServiceForm, props);
    const select = field('Service') as unknown as HTMLSelectElement;
    expect(select.value).toBe('international-trading');
    expect(Array.from(select.options, (option) => [option.value, option.text])).toEqual([
      ['consulting-services', 'Consulting Services'],
      ['international-trading', 'International Trading'],
      ['transportation-logistics', 'Transportation & Logistics'],
    ]);
  });

  it('checks name, e-mail, phone and note with the translated messages', async () => {
    renderIsland(ServiceForm, props);
    await submit('Send request');
    expect(describedText(field('Name'))).toBe('Name is required');
    expect(describedText(field('Contact E-mail'))).toBe('Email is required');
    expect(describedText(field('Phone number'))).toBe('Phone is required');
    expect(describedText(field('Note'))).toBe('Note is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a service when the choice is not a service's address", async () => {
    renderIsland(ServiceForm, props);
    fill(SERVICE_VALUES);
    const select = field('Service') as unknown as HTMLSelectElement;
    select.append(new Option('Space mining', 'Space Mining!'));
    fireEvent.change(select, { target: { value: 'Space Mining!' } });
    await submit('Send request');
    expect(describedText(select)).toBe('Please choose a service');
  });

  it("sends the message 'Service: {service}, Note: {note}' and says thank you", async () => {
    renderIsland(ServiceForm, props);
    fill(SERVICE_VALUES);
    fireEvent.change(field('Service'), { target: { value: 'transportation-logistics' } });
    const reply = answerLater();
    await submit('Send request');
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(sentRequest().body).toEqual({
      name: 'Oyun',
      email: 'oyun@example.mn',
      phone: '8811 2233',
      message: 'Service: Transportation & Logistics, Note: Twenty containers from Tianjin in May.',
      consent: true,
      kind: 'service',
      page: '/',
    });
    await reply({ status: 201, body: { success: true } });
    expect(screen.getByRole('status').textContent).toBe('Thank you, your message has been sent!');
    expect(field('Name').value).toBe('');
    expect((field('Service') as unknown as HTMLSelectElement).value).toBe('international-trading');
  });

  it('names the service by the title the page gave it, in the page language', async () => {
    const choices = [{ slug: 'international-trading', title: 'Олон улсын худалдаа' }];
    renderIsland(ServiceForm, { ...props, choices }, 'mn');
    fill({ Нэр: 'Оюун', 'Холбоо барих и-мэйл': 'oyun@example.mn', 'Утасны дугаар': '88112233', Тайлбар: 'Чингэлэг' });
    answerWith({ status: 201, body: { success: true } });
    await submit('Хүсэлт илгээх');
    expect(sentRequest().body.message).toBe('Service: Олон улсын худалдаа, Note: Чингэлэг');
    expect(screen.getByRole('status').textContent).toBe('Баярлалаа, таны зурвас илгээгдлээ!');
  });

  it("shows the server's error text when it sends one", async () => {
    renderIsland(ServiceForm, props);
    fill(SERVICE_VALUES);
    answerWith({ status: 429, body: { success: false, error: 'Too many requests. Please wait a few minutes.' } });
    await submit('Send request');
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please wait a few minutes.');
  });

  it.each([
    ['a failure without text', () => answerWith({ status: 502 })],
    ['a network error', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('falls back to the translated error for %s', async (_case, arrange) => {
    renderIsland(ServiceForm, props);
    fill(SERVICE_VALUES);
    arrange();
    await submit('Send request');
    expect(screen.getByRole('alert').textContent).toBe('Error occurred while sending message. Please try again later.');
  });

  it('shows a server message about the composed message under the note', async () => {
    renderIsland(ServiceForm, props);
    fill(SERVICE_VALUES);
    answerWith({ status: 400, body: { success: false, error: 'x', fields: { message: 'This text is too long.' } } });
    await submit('Send request');
    expect(describedText(field('Note'))).toBe('This text is too long.');
  });
});

describe('SubscribeForm', () => {
  const props = {};
  const email = () => field('Your e-mail address');

  it('posts natively to /api/subscribe and describes the field by the privacy note', () => {
    const { container } = renderIsland(SubscribeForm, props);
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/api/subscribe?lng=en');
    expect(container.querySelector('input[name="_csrf"]')).toBeNull();
    expect(describedText(email())).toBe('We never share your address, and you can unsubscribe at any time.');
  });

  it.each([
    ['empty', ''],
    ['without a dot after the @', 'bat@example'],
    ['with a space', 'bat @example.mn'],
  ])('shows the one e-mail message for an address %s', async (_case, value) => {
    renderIsland(SubscribeForm, props);
    fill({ 'Your e-mail address': value });
    await submit('Subscribe');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email())).toContain('Please enter a valid email address.');
    expect(document.activeElement).toBe(email());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the address, thanks the visitor and clears the field and the error', async () => {
    renderIsland(SubscribeForm, props);
    await submit('Subscribe');
    fill({ 'Your e-mail address': ' bat@example.mn ' });
    const reply = answerLater();
    await submit('Subscribe');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(sentRequest().url).toBe('/api/subscribe?lng=en');
    expect(sentRequest().body).toEqual({ email: 'bat@example.mn', consent: true });
    await reply({ status: 200, body: { success: true } });
    expect(screen.getByRole('status').textContent).toBe(
      (locale('en', 'forms').subscribe as { success: string }).success,
    );
    expect(email().value).toBe('');
  });

  it("shows the server's message for the field under it", async () => {
    renderIsland(SubscribeForm, props);
    fill({ 'Your e-mail address': 'bat@example.mn' });
    answerWith({
      status: 400,
      body: { success: false, error: 'Please enter a valid email address.', fields: { email: 'Server says no.' } },
    });
    await submit('Subscribe');
    expect(describedText(email())).toContain('Server says no.');
  });

  it('says the subscription failed when the network fails', async () => {
    renderIsland(SubscribeForm, props);
    fill({ 'Your e-mail address': 'bat@example.mn' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit('Subscribe');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'We could not save your subscription. Please try again later.',
      ),
    );
  });
});
