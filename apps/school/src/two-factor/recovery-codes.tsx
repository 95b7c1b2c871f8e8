import { Alert, Button } from '@aula/ui';
import { useState } from 'react';

/** The codes as a text file: one per line, with what they are for. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Aula: códigos de recuperación de la verificación en dos pasos.',
    'Cada código sirve una sola vez. Guárdalos en un lugar seguro.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The ten recovery codes, shown once: to copy or download as text before going on. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(codes);

  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'aula-codigos-de-recuperacion.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-3">
      <Alert variant="warning" title="Guarda tus códigos de recuperación">
        Si pierdes el móvil, cada código te deja entrar una vez. No se volverán a mostrar.
      </Alert>
      <ul aria-label="Códigos de recuperación" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-muted px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? 'Copiados' : 'Copiar'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          Descargar (.txt)
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? 'Códigos copiados al portapapeles.' : ''}
      </p>
    </div>
  );
}
