import { PanelShell } from './panel-shell';

export function AdminPanel() {
  return (
    <PanelShell
      requiredRole="ADMIN"
      title="Panel de administración"
      deniedMessage="Acceso denegado - Debes iniciar sesión como administrador."
    />
  );
}
