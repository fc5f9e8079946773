import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { VisitsChart } from './visits-chart';

const DAYS = [
  { date: '2026-11-23', visits: 4, visitors: 3, inquiries: 0 },
  { date: '2026-11-24', visits: 0, visitors: 0, inquiries: 0 },
  { date: '2026-11-25', visits: 9, visitors: 5, inquiries: 2 },
];

describe('VisitsChart', () => {
  it('draws both series with a date under each day and counts up the axis', () => {
    const { container } = render(<VisitsChart days={DAYS} />);
    const svg = screen.getByRole('img', { name: 'Visits and visitors per day, last 3 days' });
    expect(svg.querySelectorAll('path[fill="none"]')).toHaveLength(2);
    const labels = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(['0', '5', '10', 'Nov 23', 'Nov 24', 'Nov 25']);
    expect(container.querySelector('[aria-label="Legend"]')!.textContent).toBe('VisitsVisitors');
  });

  it('keeps the numbers in a table for screen readers, which "Show as table" shows instead of the chart', () => {
    render(<VisitsChart days={DAYS} />);
    const table = screen.getByRole('table', { name: 'Visits and visitors per day, last 3 days' });
    expect(table.closest('.sr-only')).toBeTruthy();
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['Nov 25 (today)952', 'Nov 24000', 'Nov 23430']);

    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(table.closest('.sr-only')).toBeNull();
    expect(screen.getByRole('img', { hidden: true }).closest('.hidden')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(table.closest('.sr-only')).toBeTruthy();
  });
});
