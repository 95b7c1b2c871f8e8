import { useEffect, useState } from 'react';

/**
 * Focus for a field the server refused: the form's fieldset is disabled while it submits, and a disabled
 * input takes no focus, so it moves there once the submit has ended.
 */
export function useFocusAfterSubmit<F extends string>(isSubmitting: boolean, setFocus: (field: F) => void) {
  const [pending, setPending] = useState<F | null>(null);
  useEffect(() => {
    if (isSubmitting || !pending) return;
    setFocus(pending);
    setPending(null);
  }, [isSubmitting, pending, setFocus]);
  return setPending;
}
