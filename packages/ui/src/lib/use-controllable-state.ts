import { useState } from 'react';

/**
 * A value the caller may control (`value`) or leave to the component (`defaultValue`). Returns
 * the current value and a setter that stores it when uncontrolled and reports it to `onChange`
 * either way. `null` is a controlled value; only `undefined` means "not controlled".
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | (() => T),
  onChange?: (next: T) => void,
): readonly [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const setValue = (next: T) => {
    if (!isControlled) setUncontrolled(() => next);
    onChange?.(next);
  };
  return [isControlled ? value : uncontrolled, setValue] as const;
}
