// Applies the stored theme before the first paint (kept external: the CSP allows no inline script).
// Mirrors src/theme/theme.ts: key `theme`, values `light` | `dark`, light by default.
try {
  const storedTheme = localStorage.getItem('theme');
  if (storedTheme === 'dark' || storedTheme === 'light')
    document.body.setAttribute('data-theme', storedTheme);
} catch {
  // Storage blocked: keep the default theme.
}
