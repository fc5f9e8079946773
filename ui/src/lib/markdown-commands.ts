// What each button of the Markdown toolbar does to the text and its selection, as pure functions:
// an edit (replace `from`–`to` with `insert`) and the selection after it. Marks wrap the selection
// (or a placeholder to type over) and a second press takes them off; block commands act on every
// line the selection touches.

export type MarkdownCommand = 'heading' | 'bold' | 'italic' | 'link' | 'bulletList' | 'quote' | 'code';

/** The textarea's text and selection. */
export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

/** Replace `from`–`to` with `insert`, then select `select` (offsets in the new text). */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  select: readonly [number, number];
}

/** The text and selection once `edit` is made (what the textarea shows afterwards). */
export function applyEdit(value: string, edit: TextEdit): TextSelection {
  return {
    value: value.slice(0, edit.from) + edit.insert + value.slice(edit.to),
    start: edit.select[0],
    end: edit.select[1],
  };
}

/** The selection's leading spaces, the text, its trailing spaces. Spaces a double-click took
 * along stay outside the marks: `** bold **` would not be bold. */
function splitSpaces(selected: string): [string, string, string] {
  const core = selected.trim();
  const lead = selected.slice(0, selected.indexOf(core));
  return [lead, core, selected.slice(lead.length + core.length)];
}

/** Wraps the selection in `marker`, or unwraps it when it is already wrapped. */
function toggleMark({ value, start, end }: TextSelection, marker: string, placeholder: string): TextEdit {
  const m = marker.length;
  const selected = value.slice(start, end);
  if (selected.length >= 2 * m && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(m, -m);
    return { from: start, to: end, insert: inner, select: [start, start + inner.length] };
  }
  if (value.slice(start - m, start) === marker && value.slice(end, end + m) === marker) {
    return { from: start - m, to: end + m, insert: selected, select: [start - m, end - m] };
  }
  if (!selected.trim()) {
    const insert = `${marker}${placeholder}${marker}`;
    return { from: start, to: end, insert, select: [start + m, start + m + placeholder.length] };
  }
  const [lead, core, trail] = splitSpaces(selected);
  const from = start + lead.length + m;
  return { from: start, to: end, insert: `${lead}${marker}${core}${marker}${trail}`, select: [from, from + core.length] };
}

/** The whole lines the selection touches: [start of the first, end of the last]. */
function lineRange({ value, start, end }: TextSelection): [number, number] {
  const first = value.lastIndexOf('\n', start - 1) + 1;
  // A selection that ends just after a line break does not take the next line in.
  const last = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const stop = value.indexOf('\n', last);
  return [first, stop === -1 ? value.length : stop];
}

/**
 * Gives every non-empty line of the selection the prefix `next(line)` returns (the line without
 * its old prefix, which `strip` matches). A single line keeps its cursor; several stay selected.
 */
function editLines(
  selection: TextSelection,
  strip: RegExp,
  next: (oldPrefix: string | undefined) => string,
): TextEdit {
  const [from, to] = lineRange(selection);
  const lines = selection.value.slice(from, to).split('\n');
  const filled = lines.filter((line) => line.trim());
  const prefixes = filled.map((line) => strip.exec(line)?.[0]);
  // Every line with the same prefix: the command goes on from it (or takes it off); else it starts.
  const shared = prefixes.every((p) => p !== undefined && p === prefixes[0]) ? prefixes[0] : undefined;
  const prefix = next(shared);
  const edited = lines.map((line) => {
    if (!line.trim() && lines.length > 1) return line;
    return prefix + (shared === undefined ? line.replace(strip, '') : line.slice(shared.length));
  });
  const insert = edited.join('\n');
  if (lines.length === 1) {
    const shift = insert.length - (to - from);
    const caret = (at: number) => Math.max(from + prefix.length, at + shift);
    return { from, to, insert, select: [caret(selection.start), caret(selection.end)] };
  }
  return { from, to, insert, select: [from, from + insert.length] };
}

const HEADING = /^#{1,6}\s+/;
const BULLET = /^[-*+]\s+/;
const QUOTE = /^>\s?/;

function heading(selection: TextSelection): TextEdit {
  // ## → ### → plain text: the article's title is the page's only h1.
  return editLines(selection, HEADING, (old) => (old === undefined ? '## ' : old.startsWith('## ') ? '### ' : ''));
}

function link({ value, start, end }: TextSelection): TextEdit {
  const [lead, selected, trail] = splitSpaces(value.slice(start, end));
  const text = 'link text';
  const at = start + lead.length;
  if (!selected || /^(https?:\/\/|mailto:|\/)\S*$/i.test(selected)) {
    const insert = `${lead}[${text}](${selected || 'https://'})${trail}`;
    return { from: start, to: end, insert, select: [at + 1, at + 1 + text.length] };
  }
  // The text is there: select the address to type over.
  const url = at + selected.length + 3;
  return { from: start, to: end, insert: `${lead}[${selected}](https://)${trail}`, select: [url, url + 'https://'.length] };
}

function code(selection: TextSelection): TextEdit {
  const { value, start, end } = selection;
  if (!value.slice(start, end).includes('\n')) return toggleMark(selection, '`', 'code');
  const [from, to] = lineRange(selection);
  const block = value.slice(from, to);
  const fenced = /^```[^\n]*\n([\s\S]*)\n```$/.exec(block);
  if (fenced) {
    const inner = fenced[1] ?? '';
    return { from, to, insert: inner, select: [from, from + inner.length] };
  }
  return { from, to, insert: `\`\`\`\n${block}\n\`\`\``, select: [from + 4, from + 4 + block.length] };
}

/** The edit the toolbar button `command` makes. */
export function commandEdit(command: MarkdownCommand, selection: TextSelection): TextEdit {
  switch (command) {
    case 'heading':
      return heading(selection);
    case 'bold':
      return toggleMark(selection, '**', 'bold text');
    case 'italic':
      return toggleMark(selection, '_', 'italic text');
    case 'link':
      return link(selection);
    case 'bulletList':
      return editLines(selection, BULLET, (old) => (old === undefined ? '- ' : ''));
    case 'quote':
      return editLines(selection, QUOTE, (old) => (old === undefined ? '> ' : ''));
    case 'code':
      return code(selection);
  }
}

/** `![alt](url)` in place of the selection, as a paragraph of its own; the caret after it. */
export function imageEdit({ value, start, end }: TextSelection, image: { url: string; alt: string }): TextEdit {
  const alt = image.alt.replace(/\s+/g, ' ').trim().replace(/([[\]\\])/g, '\\$1');
  const url = /[\s()<>]/.test(image.url) ? `<${image.url.replace(/[<>]/g, encodeURIComponent)}>` : image.url;
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = !before || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = !after || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const markdown = `![${alt}](${url})`;
  const caret = start + lead.length + markdown.length;
  return { from: start, to: end, insert: `${lead}${markdown}${trail}`, select: [caret, caret] };
}
