import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { ContactThanks } from './contact-thanks';

describe('contact thank-you', () => {
  it('names the visitor, says when and where the reply comes, and takes the focus on its heading', () => {
    render(<ContactThanks name="  Maria " email=" maria@example.com " onSendAnother={() => {}} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Thanks, Maria\u00a0— we have your message.' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByText("We'll reply to maria@example.com within one business day.")).toBeTruthy();
  });

  it('keeps the height of the form it replaces', () => {
    const { container } = render(<ContactThanks name="Maria" email="m@example.com" minHeight={464} onSendAnother={() => {}} />);
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('464px');
  });

  it('"Send another message" asks for the form again', () => {
    const onSendAnother = vi.fn();
    render(<ContactThanks name="Maria" email="m@example.com" onSendAnother={onSendAnother} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(onSendAnother).toHaveBeenCalledTimes(1);
  });
});
