import { describe, expect, it } from 'vitest';
import { applyEdit, commandEdit, imageEdit, type MarkdownCommand, type TextSelection } from './markdown-commands';

// Text with the selection drawn as «…» (a caret is «»), in and out.
function parse(marked: string): TextSelection {
  const start = marked.indexOf('«');
  const end = marked.indexOf('»') - 1;
  return { value: marked.replace('«', '').replace('»', ''), start, end };
}

function draw({ value, start, end }: TextSelection): string {
  return `${value.slice(0, start)}«${value.slice(start, end)}»${value.slice(end)}`;
}

const run = (command: MarkdownCommand, marked: string) => {
  const selection = parse(marked);
  return draw(applyEdit(selection.value, commandEdit(command, selection)));
};

describe('bold and italic', () => {
  it.each([
    ['Make it «loud»', 'Make it **«loud»**'],
    ['Make it **«loud»**', 'Make it «loud»'],
    ['Make it «**loud**»', 'Make it «loud»'],
    ['Make it «loud »now', 'Make it **«loud»** now'],
    ['Caret «»here', 'Caret **«bold text»**here'],
  ])('bold: %s → %s', (before, after) => {
    expect(run('bold', before)).toBe(after);
  });

  it.each([
    ['a «word»', 'a _«word»_'],
    ['a _«word»_', 'a «word»'],
    ['«»', '_«italic text»_'],
  ])('italic: %s → %s', (before, after) => {
    expect(run('italic', before)).toBe(after);
  });
});

describe('block commands act on every line the selection touches', () => {
  it.each([
    ['Intro\nWhat «works»\nMore', 'Intro\n## What «works»\nMore'],
    ['## What «works»', '### What «works»'],
    ['### What «works»', 'What «works»'],
    ['# Old «title»', 'Old «title»'],
    ['«»', '## «»'],
  ])('heading: %j → %j', (before, after) => {
    expect(run('heading', before)).toBe(after);
  });

  it.each([
    ['«one\ntwo\n\nthree»', '«- one\n- two\n\n- three»'],
    ['«- one\n- two»', '«one\ntwo»'],
    ['«- one\ntwo»', '«- one\n- two»'],
    ['on«»e', '- on«»e'],
    ['«one\n»two', '- «one\n»two'],
  ])('bulleted list: %j → %j', (before, after) => {
    expect(run('bulletList', before)).toBe(after);
  });

  it.each([
    ['«Stay curious.\nAlways.»', '«> Stay curious.\n> Always.»'],
    ['«> Stay curious.»', '«Stay curious.»'],
  ])('quote: %j → %j', (before, after) => {
    expect(run('quote', before)).toBe(after);
  });
});

describe('code', () => {
  it.each([
    ['run «npm test» now', 'run `«npm test»` now'],
    ['run `«npm test»` now', 'run «npm test» now'],
    ['«»', '`«code»`'],
    ['Intro\n«cargo build\ncargo test»\nDone', 'Intro\n```\n«cargo build\ncargo test»\n```\nDone'],
    ['«```\ncargo build\ncargo test\n```»', '«cargo build\ncargo test»'],
  ])('%j → %j', (before, after) => {
    expect(run('code', before)).toBe(after);
  });
});

describe('link', () => {
  it.each([
    ['See «our work» here', 'See [our work](«https://») here'],
    ['See «our work »here', 'See [our work](«https://») here'],
    ['See «»', 'See [«link text»](https://)'],
    ['See «https://example.com/a»', 'See [«link text»](https://example.com/a)'],
    ['See «/blog»', 'See [«link text»](/blog)'],
  ])('%j → %j', (before, after) => {
    expect(run('link', before)).toBe(after);
  });
});

describe('image from the library', () => {
  const insert = (marked: string, image = { url: '/media/ab12.jpg', alt: 'Sunset on South Beach' }) => {
    const selection = parse(marked);
    return draw(applyEdit(selection.value, imageEdit(selection, image)));
  };

  it('goes in as a paragraph of its own, the caret after it', () => {
    expect(insert('«»')).toBe('![Sunset on South Beach](/media/ab12.jpg)«»');
    expect(insert('Before«»After')).toBe('Before\n\n![Sunset on South Beach](/media/ab12.jpg)«»\n\nAfter');
    expect(insert('Before\n\n«»\n\nAfter')).toBe('Before\n\n![Sunset on South Beach](/media/ab12.jpg)«»\n\nAfter');
    expect(insert('Before\n«»')).toBe('Before\n\n![Sunset on South Beach](/media/ab12.jpg)«»');
  });

  it('replaces the selection', () => {
    expect(insert('A\n\n«old»\n\nB')).toBe('A\n\n![Sunset on South Beach](/media/ab12.jpg)«»\n\nB');
  });

  it('escapes brackets in the alt text and wraps an address with spaces', () => {
    expect(insert('«»', { url: 'https://cdn.example.com/a b (1).png', alt: 'The [new]\nmenu' })).toBe(
      '![The \\[new\\] menu](<https://cdn.example.com/a b (1).png>)«»',
    );
  });
});
