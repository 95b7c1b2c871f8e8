import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'ready'; data: T; error?: undefined };

/**
 * Loads once per `deps` (and again on `reload`); a load that finishes after the deps changed or the
 * component left is ignored. Lists are loading, error or loaded (spec section 4).
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is rebuilt each render; `deps` says when it changes.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
