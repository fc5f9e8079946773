// The four colour themes of docs/PRODUCT.md §9. The first is the default and matches :root in index.css.

export interface Theme {
  key: string;
  name: string;
  main: string;
  accent: string;
}

export const THEMES = [
  { key: 'default', name: 'Teal', main: '#00F5D4', accent: '#FF6B6B' },
  { key: 'blue', name: 'Ocean', main: '#3498db', accent: '#e74c3c' },
  { key: 'purple', name: 'Lavender', main: '#9b59b6', accent: '#f1c40f' },
  { key: 'green', name: 'Forest', main: '#2ecc71', accent: '#e67e22' },
] as const satisfies readonly Theme[];

export type ThemeKey = (typeof THEMES)[number]['key'];
