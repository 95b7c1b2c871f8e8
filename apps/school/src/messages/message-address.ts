import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The messages section keeps what is open in the address, beside `seccion=mensajes`:
 * `conversacion=ID` (notification links use exactly this), `nuevo=mensaje|anuncio` for the composer, and
 * `para=USERID&curso=COURSEID` to write to someone (their existing conversation opens instead, if any).
 */
export interface MessageAddress {
  conversationId: number | null;
  composing: 'mensaje' | 'anuncio' | null;
  to: { userId: number; courseId: number | null } | null;
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= 2_147_483_647 ? number : null;
}

export function readMessageAddress(params: URLSearchParams): MessageAddress {
  const nuevo = params.get('nuevo');
  const userId = positiveInt(params.get('para'));
  return {
    conversationId: positiveInt(params.get('conversacion')),
    composing: nuevo === 'mensaje' || nuevo === 'anuncio' ? nuevo : null,
    to: userId ? { userId, courseId: positiveInt(params.get('curso')) } : null,
  };
}

/** The address of a state of the section; every other parameter but `seccion` is dropped. */
export function messageSearch(next: Record<string, string | number | null>): URLSearchParams {
  const params = new URLSearchParams({ seccion: 'mensajes' });
  for (const [key, value] of Object.entries(next)) if (value !== null) params.set(key, String(value));
  return params;
}

export function useMessageAddress() {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (next: Record<string, string | number | null>, options: { replace?: boolean } = {}) =>
      setParams(messageSearch(next), options),
    [setParams],
  );
  return { address: readMessageAddress(params), go };
}
