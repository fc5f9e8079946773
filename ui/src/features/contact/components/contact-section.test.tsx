import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ContactSection } from './contact-section';

describe('contact section', () => {
  it('the heading with its accent and the intro from the site content, the details from the settings', () => {
    render(
      <ContactSection
        contact={{ heading: "Let's talk*.*", intro: 'Tell us about your brand.' }}
        contactEmail="hi@casa.example"
        contactPhone="+1 305 555 0100"
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: /^Let's talk/ });
    expect(heading.querySelector('span')?.textContent).toBe('.');
    expect(screen.getByText('Tell us about your brand.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hi@casa.example' }).getAttribute('href')).toBe('mailto:hi@casa.example');
  });
});
