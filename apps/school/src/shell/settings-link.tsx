import { Button } from '@aula/ui';
import { Link } from 'react-router';

/**
 * 'Configuración' in the headers that have no user menu (teacher and student): a plain link beside
 * 'Cerrar sesión', which stays where the spec puts it.
 */
export function SettingsLink() {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to="/settings">Configuración</Link>
    </Button>
  );
}
