import { Badge, Button, NotificationBell } from '@aula/ui';
import type { ReactNode } from 'react';
import { PanelShell } from '../panels/panel-shell';
import { TEACHER_TEXTS } from './teacher-errors';

/** Spec section 9: the teacher's notification badge is a fixed 3 (a placeholder). */
const TEACHER_NOTIFICATIONS = 3;

/**
 * The shared panel frame with the teacher's header: role, notification badge and logout ('Modo estudiante'
 * is in the panel's sidebar, where the spec puts it).
 * Without a token and the TEACHER role it shows 'No tienes permisos para acceder a esta página.'.
 */
export function TeacherFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PanelShell
      requiredRole="TEACHER"
      title={title}
      deniedMessage={TEACHER_TEXTS.deniedMessage}
      headerActions={({ signOut }) => (
        <>
          <Badge variant="warning">Profesor</Badge>
          <NotificationBell count={TEACHER_NOTIFICATIONS} />
          <Button type="button" variant="ghost" size="sm" onClick={signOut}>
            Cerrar sesión
          </Button>
        </>
      )}
    >
      {children}
    </PanelShell>
  );
}
