import { ApiError, type CourseClass, calendarEndpoints } from '@aula/api-client';
import { Button } from '@aula/ui';
import { useState } from 'react';
import { api } from '../../../api';
import { saveBlob } from '../../../shell/save-blob';

const ICS_FAILED = 'No se pudo descargar la clase. Inténtalo de nuevo.';

/**
 * One class as an .ics file (decision 139), to add it to a calendar program with one click. The file comes
 * through the API with the session, so it is fetched and handed to the browser rather than linked.
 */
export function ClassIcsButton({ time, onError }: { time: CourseClass; onError: (message: string) => void }) {
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const classStart = Date.parse(time.key);
      const file = await api.send<Blob>(calendarEndpoints.classIcs, {
        params: { courseId: time.courseId, classStart },
        file: true,
      });
      saveBlob(file, `clase-${time.courseId}-${classStart}.ics`);
    } catch (failure) {
      onError((failure instanceof ApiError && failure.serverMessage) || ICS_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Button type="button" variant="ghost" size="sm" loading={saving} onClick={save}>
      Añadir a mi calendario (.ics)
    </Button>
  );
}
