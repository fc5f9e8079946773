import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { AccentText, accentParts } from './accent-text';

describe('accented headings', () => {
  it.each([
    ['From first call to *compounding* growth.', [['From first call to ', false], ['compounding', true], [' growth.', false]]],
    ["Let's talk*.*", [["Let's talk", false], ['.', true]]],
    ['*All* of it', [['All', true], [' of it', false]]],
    ['No accent here', [['No accent here', false]]],
    ['Rated 5* by clients', [['Rated 5* by clients', false]]],
    ['*One* and *two* but 3*', [['One', true], [' and ', false], ['two', true], [' but 3*', false]]],
    ['Empty ** pair', [['Empty ', false], [' pair', false]]],
    ['', []],
  ])('%j', (text, parts) => {
    expect(accentParts(text).map((p) => [p.text, p.accent])).toEqual(parts);
  });

  it('draws the accented words in the given style and keeps the text whole', () => {
    const { container } = render(
      <h2>
        <AccentText text="A studio that thinks in feeds, *not ads.*" accent="text-muted" />
      </h2>,
    );
    expect(container.textContent).toBe('A studio that thinks in feeds, not ads.');
    const accent = container.querySelector('span')!;
    expect(accent.textContent).toBe('not ads.');
    expect(accent.className).toBe('text-muted');
  });
});
