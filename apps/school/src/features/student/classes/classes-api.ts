import { ApiError, type CourseClass, classEndpoints } from '@aula/api-client';
import { useState } from 'react';
import { api } from '../../../api';

export const CLASS_ERRORS = {
  load: 'No se pudieron cargar tus clases.',
  join: 'No se pudo abrir la clase. Inténtalo de nuevo.',
} as const;

/**
 * "Unirse a la clase": the tab is opened during the click (a tab opened after the answer would be blocked as
 * a pop-up), then sent to the meeting the server gives; on a refusal it is closed and the server's Spanish
 * reason (when the class opens, that it was cancelled…) is shown.
 */
export function useJoinClass() {
  const [joining, setJoining] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function join(time: CourseClass) {
    setError(null);
    setJoining(time.key);
    const tab = window.open('', '_blank');
    try {
      const { url } = await api.call(classEndpoints.joinClass, {
        params: { courseId: time.courseId },
        body: { classKey: time.key },
      });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (failure) {
      tab?.close();
      setError((failure instanceof ApiError && failure.serverMessage) || CLASS_ERRORS.join);
    } finally {
      setJoining(null);
    }
  }

  return { join, joining, error };
}
