import { PanelShell } from './panel-shell';

export function TeacherPanel() {
  return (
    <PanelShell
      requiredRole="TEACHER"
      title="Panel del profesor"
      deniedMessage="No tienes permisos para acceder a esta página."
    />
  );
}
