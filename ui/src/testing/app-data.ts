// What the server inlines into a public page (<script id="app-data">, lib/app-data.ts), put into
// the test's document as the page would carry it.

export function inlineAppData(text: string) {
  const script = document.createElement('script');
  script.id = 'app-data';
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
}
