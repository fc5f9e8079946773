// Headings of the site content mark their accent with asterisks (`From first call to
// *compounding* growth.`): the words between them are drawn in the section's accent style.

export interface TextPart {
  text: string;
  accent: boolean;
}

/** `text` cut at its asterisks, every other part accented; an unpaired asterisk stays as it is. */
export function accentParts(text: string): TextPart[] {
  const parts = text.split('*');
  if (parts.length % 2 === 0) {
    const last = parts.pop();
    parts[parts.length - 1] += `*${last}`;
  }
  return parts.map((part, index) => ({ text: part, accent: index % 2 === 1 })).filter((part) => part.text);
}

/** `text` with its accented words in `accent` (a class: `text-main-ink`, `text-muted`). */
export function AccentText({ text, accent = 'text-main-ink' }: { text: string; accent?: string }) {
  return (
    <>
      {accentParts(text).map((part, index) =>
        part.accent ? (
          <span key={index} class={accent}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
