import { Button } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/**
 * Deleting asks twice: the first press turns the button into its confirmation, so a slip of the finger
 * removes nothing (an application takes its CV with it).
 */
export function DeleteButton({
  label,
  confirmLabel,
  pending,
  onConfirm,
}: {
  label: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <span className="flex flex-wrap gap-2">
      <Button size="sm" variant="danger" loading={pending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
        {t`Cancelar`}
      </Button>
    </span>
  );
}
