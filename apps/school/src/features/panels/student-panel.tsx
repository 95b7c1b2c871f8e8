import { PanelShell } from './panel-shell';

export function StudentPanel() {
  return (
    <PanelShell
      requiredRole="STUDENT"
      title="Panel del estudiante"
      deniedMessage="Debes iniciar sesión como estudiante."
    />
  );
}
