import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { setPageLanguage } from '@/i18n/page';
import { currentToasts, remove } from '@/lib/toast';
import { rememberVisitStart } from '@/lib/visit-start';
import { forgetFormToken } from '../form-token';
import { ContactForm, MESSAGE_ROWS } from './contact-form';

function renderForm(onSent = vi.fn()) {
  render(
    <>
      <ContactForm onSent={onSent} />
      <Toaster />
    </>,
  );
  return onSent;
}

function fill(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  }
}

const VALID = { Name: 'Ana Lopez', Email: 'ana@example.com', Subject: 'New menu launch', Message: 'We open a second location in May.' };

function stubFetch(status: number, body: string) {
  const fetchMock = vi.fn(async (_input: string, _init: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('contact form', () => {
  afterEach(() => act(() => remove()));

  it('has a 5-row message box and a hidden honeypot outside the tab order', () => {
    renderForm();
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe(String(MESSAGE_ROWS));
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('validates on submit only, then again on every change', async () => {
    const fetchMock = stubFetch(201, '{}');
    renderForm();
    fill({ Name: 'A' });
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();

    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Subject must be at least 4 characters')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').className).toContain('border-danger');
    // Focusing the first error asks for a form token; no inquiry went out.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/contact');

    fill({ Name: 'Ana' });
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('sends the message with the honeypot, shows Sending..., then the toast and a thank-you in place of the form', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn((_input: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const onSent = renderForm();
    fill(VALID);

    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/contact');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      subject: 'New menu launch',
      message: 'We open a second location in May.',
      website: '',
    });

    await act(async () => answer(new Response('{"id":1,"message":"Thanks"}', { status: 201 })));
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeTruthy();
    const thanks = screen.getByRole('heading', { level: 3, name: 'Thanks, Ana Lopez\u00a0— we have your message.' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByText("We'll reply to ana@example.com within one business day.")).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Contact form' })).toBeNull();
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('"Send another message" brings back an empty form with the focus on Name', async () => {
    stubFetch(201, '{"id":1,"message":"Thanks"}');
    renderForm();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));

    fireEvent.click(await screen.findByRole('button', { name: 'Send another message' }));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(name));
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    // Checked afresh: nothing is flagged until the next submit.
    fill({ Name: 'A' });
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it.each([
    [422, '{"message":"Too many links","errors":{"website":"Too many links"}}', 'Too many links'],
    [429, '{"message":"Too many messages. Try again in a minute."}', 'Too many messages. Try again in a minute.'],
    [500, 'Internal Server Error', 'Server error: 500'],
  ])('a %i answer is said beside the button and in an Error toast, and the text is kept: %s', async (status, body, shown) => {
    stubFetch(status, body);
    const onSent = renderForm();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));

    const form = screen.getByRole('form', { name: 'Contact form' });
    const inline = await within(form).findByRole('alert');
    expect(inline.textContent).toContain('Your message was not sent');
    expect(inline.textContent).toContain(shown);
    // Beside the button: in the row that holds it.
    expect(inline.closest('div.flex')?.contains(screen.getByRole('button', { name: /Send Message/ }))).toBe(true);
    expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', title: 'Error', description: shown });
    for (const [label, value] of Object.entries(VALID)) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(value);
    }
    expect(onSent).not.toHaveBeenCalled();
  });

  it("puts a 422's field errors under their fields, focuses the first, and says so beside the button", async () => {
    stubFetch(
      422,
      '{"message":"Subject is not allowed","errors":{"subject":"Subject contains characters that are not allowed","message":"Message is too long"}}',
    );
    renderForm();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));

    const subject = screen.getByLabelText('Subject');
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Subject contains characters that are not allowed')).toBeTruthy();
    expect(screen.getByText('Message is too long')).toBeTruthy();
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(subject);
    const inline = within(screen.getByRole('form', { name: 'Contact form' })).getByRole('alert');
    expect(inline.textContent).toContain('Please correct the fields marked above, then send it again.');
    expect((subject as HTMLInputElement).value).toBe(VALID.Subject);
  });

  it('a network failure shows the generic message beside the button; a new attempt starts without it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect((await within(form).findByRole('alert')).textContent).toContain('Failed to send the message. Please try again.');

    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    await screen.findByRole('button', { name: 'Sending...' });
    expect(within(form).queryByRole('alert')).toBeNull();
    await act(async () => answer(new Response('{"id":2}', { status: 201 })));
    expect(await screen.findByRole('heading', { level: 3, name: /^Thanks, Ana Lopez/ })).toBeTruthy();
  });

  it('on a Spanish page, speaks Spanish and sends the inquiry as Spanish', async () => {
    await setPageLanguage('es', ['en', 'es']);
    const fetchMock = stubFetch(201, '{"id":1,"message":"Thanks"}');
    renderForm();
    fireEvent.submit(screen.getByRole('form', { name: 'Formulario de contacto' }));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeTruthy();
    const values = { Nombre: 'Ana López', 'Correo electrónico': 'ana@example.com', Asunto: 'Menú nuevo', Mensaje: 'Abrimos un segundo local en mayo.' };
    for (const [label, value] of Object.entries(values)) fireEvent.input(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: /Enviar mensaje/ }));
    expect(await screen.findByRole('heading', { name: '¡Gracias, Ana López! Ya recibimos tu mensaje.' })).toBeTruthy();
    expect(screen.getByText('Te responderemos a ana@example.com en un día hábil.')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('¡Mensaje enviado!')).toBeTruthy();
    const inquiry = fetchMock.mock.calls.find(([url]) => url === '/api/contact')!;
    expect(JSON.parse(String(inquiry[1].body))).toMatchObject({ name: 'Ana López', lang: 'es' });
  });
});

describe('what the contact form sends about the visit', () => {
  afterEach(() => {
    act(() => remove());
    forgetFormToken();
    vi.restoreAllMocks();
  });

  /** Answers the token request with `token` (or fails it), and the inquiry with 201. */
  function stubServer(token: string | null) {
    const fetchMock = vi.fn(async (input: string, _init: RequestInit) => {
      if (input === '/api/contact/form-token') {
        return token ? Response.json({ formToken: token }) : new Response('{"error":"down"}', { status: 503 });
      }
      return new Response('{"id":1,"message":"Thanks"}', { status: 201 });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  const urls = (fetchMock: ReturnType<typeof stubServer>) => fetchMock.mock.calls.map(([url]) => url);
  const sentBody = (fetchMock: ReturnType<typeof stubServer>) =>
    JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/contact')![1].body));

  async function send() {
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText('Message sent!')).toBeTruthy();
  }

  it('asks for a form token on the first focus of a field, not before, and only once', async () => {
    const fetchMock = stubServer('1800000000.signed');
    renderForm();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Email'));
    fireEvent.focus(screen.getByLabelText('Message'));
    await waitFor(() => expect(urls(fetchMock)).toEqual(['/api/contact/form-token']));
  });

  it('sends the token and where the visit came from beside the message', async () => {
    window.history.replaceState(null, '', '/blog/reels-that-sell?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    rememberVisitStart();
    window.history.replaceState(null, '', '/');
    const fetchMock = stubServer('1800000000.signed');
    renderForm();
    fireEvent.focus(screen.getByLabelText('Name'));
    await send();
    expect(sentBody(fetchMock)).toEqual({
      ...{ name: 'Ana Lopez', email: 'ana@example.com', subject: 'New menu launch' },
      message: 'We open a second location in May.',
      website: '',
      formToken: '1800000000.signed',
      source: {
        landingPage: '/blog/reels-that-sell?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
        referrer: '',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'spring',
        device: 'desktop',
      },
    });
  });

  it('still sends when the token request fails and storage is unavailable', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    rememberVisitStart();
    const fetchMock = stubServer(null);
    renderForm();
    fireEvent.focus(screen.getByLabelText('Name'));
    await send();
    const body = sentBody(fetchMock);
    expect(body).not.toHaveProperty('formToken');
    expect(body).not.toHaveProperty('source');
    expect(body).toMatchObject({ name: 'Ana Lopez', website: '' });
  });

  it('asks for a new token for the next message once one is sent', async () => {
    const fetchMock = stubServer('1800000000.signed');
    renderForm();
    fireEvent.focus(screen.getByLabelText('Name'));
    await send();
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    await waitFor(() => expect(urls(fetchMock).filter((url) => url === '/api/contact/form-token')).toHaveLength(2));
  });
});
