import type { Ref } from 'react';

/**
 * A field people never see nor reach with the keyboard (decision 144): off screen rather than display:none,
 * which some bots skip. Whatever fills it is answered as usual and the server keeps nothing.
 */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>No rellenes este campo</label>
      <input ref={inputRef} id={id} name="website" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
