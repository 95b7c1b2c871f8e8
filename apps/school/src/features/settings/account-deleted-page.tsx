import { appPaths } from '@aula/domain';
import { Button, Card, CardContent } from '@aula/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../../page-title';

/** Where a deleted account lands (decision 134): no session any more, a goodbye and the way back in. */
export function AccountDeletedPage() {
  usePageTitle('Cuenta eliminada');
  return (
    <main className="flex min-h-dvh items-start justify-center bg-background py-10 text-foreground sm:items-center sm:px-4">
      <Card className="w-full max-w-md border-x-0 max-sm:rounded-none sm:border-x">
        <CardContent className="grid gap-5">
          <h1 className="font-semibold text-2xl">Tu cuenta se ha eliminado</h1>
          <p>
            Hemos borrado tus datos personales y cerrado todas tus sesiones. Gracias por haber aprendido con
            Aula. ¡Hasta pronto!
          </p>
          <div className="grid gap-3 sm:flex">
            <Button asChild>
              <Link to={appPaths.login}>Ir al inicio de sesión</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Volver a la página principal</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
