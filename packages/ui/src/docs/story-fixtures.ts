/**
 * "Escuela Norte", an example school brand for the stories: three tokens overridden, with a primary colour
 * per theme that keeps AA contrast (6.5:1 on white in light, 10.7:1 under its dark foreground).
 */
export const brandTokens = {
  light: {
    '--aula-primary': '#0b6b55',
    '--aula-radius': '1rem',
    '--aula-font': 'Georgia, "Times New Roman", serif',
  },
  dark: {
    '--aula-primary': '#6fd6b8',
    '--aula-radius': '1rem',
    '--aula-font': 'Georgia, "Times New Roman", serif',
  },
} as const;

/**
 * Puts the brand on <body> (inline, so it wins over the theme's `[data-theme]` rule there), where portalled
 * dialogs and menus inherit it too. Returns the cleanup, for a story's `beforeEach`.
 */
export function applyBrand(theme: unknown): () => void {
  const tokens = brandTokens[theme === 'dark' ? 'dark' : 'light'];
  const { style } = document.body;
  for (const [name, value] of Object.entries(tokens)) style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(tokens)) style.removeProperty(name);
  };
}
