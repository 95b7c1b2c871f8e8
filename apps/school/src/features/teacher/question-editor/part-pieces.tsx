import { Button } from '@aula/ui';
import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** 'Añadir opción', 'Añadir hueco'…: the outline button under a part's list. */
export function AddButton({
  children,
  disabled,
  onClick,
}: {
  children: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="justify-self-start"
      disabled={disabled}
      onClick={onClick}
    >
      <PlusIcon aria-hidden="true" />
      {children}
    </Button>
  );
}

/** A message about the part as a whole (too few options, markers and gaps not matching), when there is one. */
export function PartMessage({ message }: { message: string | undefined }) {
  return message ? <p className="font-medium text-danger text-sm">{message}</p> : null;
}
