import type { AdminPosition } from '@aula/api-client';
import { POSITION_STATUS_LABELS, type PositionValues, positionSchema } from '@aula/forms';
import { Alert, Badge, Button, Field, Input, Textarea } from '@aula/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorDetail } from '../../../api-errors';
import { translatedResolver } from '../../../i18n/form-messages';
import { ErrorCode } from '../../../shell/error-code';
import { QueryState } from '../../../shell/query-state';
import { applicationsCount } from './counts';
import { publicSiteQueries, shortDateTime, useSavePosition } from './public-site-queries';

/** Publishes a position, or edits one (its title, description, and whether it is open). */
function PositionForm({ position, onDone }: { position?: AdminPosition; onDone: () => void }) {
  const save = useSavePosition(position?.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: translatedResolver(zodResolver(positionSchema)),
    defaultValues: {
      title: position?.title ?? '',
      description: position?.description ?? '',
      status: position?.status ?? 'open',
    },
  });
  const onSubmit = handleSubmit((values: PositionValues) => save.mutate(values, { onSuccess: onDone }));
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 rounded-lg border border-border p-4">
      {save.isError && <Alert variant="danger">{errorDetail(save.error)}</Alert>}
      <Field label="Título" required error={errors.title?.message}>
        <Input {...register('title')} />
      </Field>
      <Field label="Descripción" required error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {position ? 'Guardar cambios' : 'Publicar oferta'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function PositionRow({ position }: { position: AdminPosition }) {
  const [editing, setEditing] = useState(false);
  const toggle = useSavePosition(position.id);
  if (editing) return <PositionForm position={position} onDone={() => setEditing(false)} />;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{position.title}</h3>
        <Badge variant={position.status === 'open' ? 'success' : 'neutral'}>
          {POSITION_STATUS_LABELS[position.status]}
        </Badge>
      </div>
      <p className="text-muted-foreground text-sm">
        Publicada el {shortDateTime(position.publishedAt)} ·{' '}
        {applicationsCount(position.applications, position.newApplications)}
      </p>
      {toggle.isError && (
        <Alert variant="danger">
          {errorDetail(toggle.error)}
          <ErrorCode error={toggle.error} />
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Editar
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={toggle.isPending}
          onClick={() =>
            toggle.mutate({
              title: position.title,
              description: position.description,
              status: position.status === 'open' ? 'closed' : 'open',
            })
          }
        >
          {position.status === 'open' ? 'Cerrar oferta' : 'Reabrir oferta'}
        </Button>
      </div>
    </li>
  );
}

/** 'Ofertas de empleo': the positions /ofertas-trabajo lists while they are open. */
export function PositionsSection() {
  const query = useQuery(publicSiteQueries.positions());
  const [adding, setAdding] = useState(false);
  return (
    <div className="grid gap-4">
      {adding ? (
        <PositionForm onDone={() => setAdding(false)} />
      ) : (
        <Button className="justify-self-start" onClick={() => setAdding(true)}>
          Nueva oferta
        </Button>
      )}
      <QueryState query={query} loading="Cargando ofertas...">
        {(positions) =>
          positions.length === 0 ? (
            <p className="text-muted-foreground">Todavía no hay ofertas publicadas.</p>
          ) : (
            <ul className="grid gap-3">
              {positions.map((position) => (
                <PositionRow key={position.id} position={position} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
