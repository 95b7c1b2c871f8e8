import { Spinner } from '@aula/ui';
import { lazy, Suspense } from 'react';

// Downloaded when the section is opened: the panel's first load stays light.
const SharedMessagesSection = lazy(() => import('../../../messages/messages-section'));

/** Mensajes (spec, "Teacher panel"): the inbox, conversations with students and announcements to a course. */
export function MessagesSection() {
  return (
    <Suspense fallback={<Spinner label="Cargando mensajes..." align="start" className="py-6" />}>
      <SharedMessagesSection canAnnounce />
    </Suspense>
  );
}
