import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { remove } from '@/lib/toast';
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
    expect(fetchMock).not.toHaveBeenCalled();

    fill({ Name: 'Ana' });
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('sends the message with the honeypot, shows Sending..., then thanks and clears the form', async () => {
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
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it.each([
    [422, '{"message":"Message is too long","errors":{"message":"Message is too long"}}', 'Message is too long'],
    [429, '{"message":"Too many messages. Try again in a minute."}', 'Too many messages. Try again in a minute.'],
    [500, 'Internal Server Error', 'Server error: 500'],
  ])('a %i answer shows a destructive Error toast: %s', async (status, body, shown) => {
    stubFetch(status, body);
    const onSent = renderForm();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain(shown);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana Lopez');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('shows the server field errors of a 422 under their fields', async () => {
    stubFetch(422, '{"message":"Message is too long","errors":{"message":"Message is too long"}}');
    renderForm();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    await waitFor(() => expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true'));
  });

  it('a network failure shows the generic message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to send the message. Please try again.');
  });
});
