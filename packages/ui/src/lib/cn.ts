import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (clsx). It does not resolve conflicting Tailwind utilities, as tailwind-merge did (about
 * 8 KB gzip; decision 124): a `className` passed to a component is appended, so it adds classes the
 * component does not set, and a different look comes from the component's variants or props.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
