// The data the server inlines into every public page as <script id="app-data"> (JSON): the site's
// content, the newest posts and, on a blog page, that page's posts. Each reader picks its part.

/** The inlined object, or null when the page carries none (vite dev, tests, admin screens) or it
 * is unreadable. */
export function readAppData(doc: Document = document): Record<string, unknown> | null {
  const text = doc.getElementById('app-data')?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch (error) {
    console.error('Unreadable app-data', error);
    return null;
  }
}
