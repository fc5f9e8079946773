import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { AdminLayout } from './admin-layout';

const SCREENS = [
  'Dashboard',
  'Services',
  'Projects',
  'Testimonials',
  'Client Logos',
  'Blog Posts',
  'Media Library',
  'Trash',
  'Contact Inquiries',
  'Content Preview',
  'Site Content',
  'Translations',
  'User Management',
  'Account',
];

function links() {
  const nav = screen.getByRole('navigation', { name: 'Admin' });
  return Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
}

describe('AdminLayout', () => {
  it('lists the screens of docs/PRODUCT.md §2, Account, and Logout', () => {
    render(
      <AdminLayout location="/admin/services" isSuperAdmin={false} onLogout={() => {}}>
        <p>screen</p>
      </AdminLayout>,
    );
    expect(links()).toEqual(SCREENS);
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('adds Site Settings for the super admin', () => {
    render(
      <AdminLayout location="/admin/dashboard" username="owner" isSuperAdmin onLogout={() => {}}>
        <p>screen</p>
      </AdminLayout>,
    );
    expect(links()).toEqual([...SCREENS, 'Site Settings']);
    expect(screen.getByText('owner')).toBeTruthy();
  });

  it('the menu toggle opens and closes the sidebar; Escape closes it and focuses the toggle', () => {
    render(
      <AdminLayout location="/admin/dashboard" isSuperAdmin={false} onLogout={() => {}}>
        <p>screen</p>
      </AdminLayout>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toContain('hidden');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toMatch(/(^|\s)hidden(\s|$)/);

    screen.getByRole('link', { name: 'Projects' }).focus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Projects' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('Logout calls back', () => {
    const onLogout = vi.fn();
    render(
      <AdminLayout location="/admin/dashboard" isSuperAdmin={false} onLogout={onLogout}>
        <p>screen</p>
      </AdminLayout>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
