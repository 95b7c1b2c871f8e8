import { useCallback, useState } from 'react';

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component (`defaultValue`).
 * When controlled, the component never changes the value by itself; it only reports the wish.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange?: ((next: T) => void) | undefined;
}): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue];
}
