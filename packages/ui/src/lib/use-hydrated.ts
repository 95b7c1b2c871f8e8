import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in HTML rendered on the server and while React hydrates it, true once the page is live (and at once
 * in a page React renders itself). A form's button disabled until then cannot be pressed before the page
 * answers it: the browser would send the form itself, as a GET with every field in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
