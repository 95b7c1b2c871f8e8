/** The spec's simple address rule: text, @, text, a dot, text, and no spaces anywhere. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return SIMPLE_EMAIL.test(value.trim());
}
