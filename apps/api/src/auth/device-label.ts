/**
 * A short Spanish label for the sessions list ("Chrome en Android"): all that is kept of the User-Agent
 * (decision 131). Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // No \b: headless Chromium says "HeadlessChrome/".
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Long enough for any real User-Agent's telling part; a huge header is not scanned whole. */
const READ_AT_MOST = 512;

export function deviceLabel(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, READ_AT_MOST);
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  if (browser && system) return `${browser} en ${system}`;
  if (browser) return browser;
  return system ? `Navegador en ${system}` : 'Dispositivo desconocido';
}
