import type { CourseClass } from '@aula/api-client';
import { Button } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useSaveClassIcs } from './classes-api';

/** One class as an .ics file (decision 139), to add it to a calendar program with one click. */
export function ClassIcsButton({ time, onError }: { time: CourseClass; onError: (message: string) => void }) {
  const { t } = useLingui();
  const save = useSaveClassIcs({ onError });
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      loading={save.isPending}
      onClick={() => save.mutate(time)}
    >
      {t`Añadir a mi calendario (.ics)`}
    </Button>
  );
}
