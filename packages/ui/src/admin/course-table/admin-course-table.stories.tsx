import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  inPanelColumn,
  narrowViewports,
  phone320,
} from '../../../../../.storybook/story-fixtures';
import { activeCourses, courses, LONG_DESCRIPTION, manyCourses, pendingCourses } from '../story-fixtures';
import { AdminCourseTable } from './admin-course-table';

const meta = {
  component: AdminCourseTable,
  tags: ['autodocs'],
  parameters: {
    states: [
      'Loading',
      'ErrorWithRetry',
      'Empty',
      'NoSearchResults',
      'ManyRows',
      'EachStatus',
      'ActionBusy',
      'ActionDone',
      'Mobile',
      'ConfirmReject',
      'RejectWithReason',
      'ConfirmFinish',
      'Confirming',
      'ConfirmCancelled',
      'Phone320',
    ],
    ...narrowViewports,
  },
  args: {
    variant: 'all',
    caption: 'Todos los cursos',
    courses,
    onApprove: fn(),
    onReject: fn(),
    onComplete: fn(),
    onRetry: fn(),
  },
  globals: { viewport: { value: 'escritorio', isRotated: false } },
} satisfies Meta<typeof AdminCourseTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'movil', isRotated: false } };

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  args: { status: 'loading', courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando cursos...');
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', courses: [], errorMessage: 'No se pudieron cargar los cursos.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudieron cargar los cursos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { variant: 'pending', caption: 'Cursos pendientes', courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay cursos pendientes de aprobación.')).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  args: { courses: [], emptyMessage: 'Ningún curso coincide con «química».' },
};

export const OneRow: Story = {
  args: { variant: 'active', caption: 'Cursos activos', courses: activeCourses.slice(0, 1) },
};

export const ManyRows: Story = {
  args: { courses: manyCourses, firstRowNumber: 21 },
  play: async ({ canvas }) => {
    // Page 2 of 20 rows: numbering goes on from 21.
    const rows = canvas.getAllByRole('row');
    await expect(within(rows[1] as HTMLElement).getByText('21')).toBeVisible();
    await expect(within(rows[24] as HTMLElement).getByText('44')).toBeVisible();
  },
};

export const EachStatus: Story = {
  play: async ({ canvas }) => {
    for (const label of ['Activo', 'Pendiente', 'Finalizado']) {
      await expect(canvas.getAllByText(label)[0]).toBeVisible();
    }
    // Presencial and virtual icons for the intensive course, virtual only for the others.
    const intensive = canvas.getByRole('row', { name: /Inglés general A1/ });
    await expect(within(intensive).getByText('Presencial')).toBeVisible();
    await expect(within(intensive).getByText('Virtual')).toBeVisible();
  },
};

export const LongDescriptionTooltip: Story = {
  args: { courses: [{ ...(courses[1] as (typeof courses)[number]), description: LONG_DESCRIPTION }] },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /ver descripción completa/ });
    // 100 characters and '...' in the all-courses list.
    await expect(trigger.textContent?.startsWith(`${LONG_DESCRIPTION.slice(0, 100).trimEnd()}...`)).toBe(
      true,
    );
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent(LONG_DESCRIPTION));
  },
};

export const ActiveTruncatesAt80: Story = {
  args: {
    variant: 'active',
    caption: 'Cursos activos',
    courses: [{ ...(activeCourses[0] as (typeof courses)[number]), description: LONG_DESCRIPTION }],
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /ver descripción completa/ });
    await expect(trigger.textContent?.startsWith(`${LONG_DESCRIPTION.slice(0, 80).trimEnd()}...`)).toBe(true);
  },
};

export const ActiveFinish: Story = {
  args: { variant: 'active', caption: 'Cursos activos', courses: activeCourses },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar Inglés general A1' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Finalizar curso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    await expect(args.onComplete).toHaveBeenCalledWith(activeCourses[0]);
  },
};

export const PendingApproveReject: Story = {
  args: { variant: 'pending', caption: 'Cursos pendientes', courses: pendingCourses },
  play: async ({ args, canvas, canvasElement }) => {
    // The owner falls back to 'No asignado' without teacher or user.
    await expect(canvas.getByRole('row', { name: /Alemán sin profesor/ })).toHaveTextContent('No asignado');
    await userEvent.click(canvas.getByRole('button', { name: 'Aprobar Preparación DELF B2' }));
    await expect(args.onApprove).toHaveBeenCalledWith(pendingCourses[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Rechazar Alemán sin profesor asignado C1' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Rechazar curso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await expect(args.onReject).toHaveBeenCalledWith(pendingCourses[1], undefined);
  },
};

export const ActionBusy: Story = {
  args: {
    variant: 'pending',
    caption: 'Cursos pendientes',
    courses: pendingCourses,
    actionStates: { 2: { action: 'approve', phase: 'busy' } },
  },
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('button', { name: 'Aprobando... Preparación DELF B2' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // The other button of the same row waits too; other rows do not.
    await expect(canvas.getByRole('button', { name: 'Rechazar Preparación DELF B2' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Aprobar Alemán sin profesor asignado C1' }),
    ).toBeEnabled();
  },
};

export const ActionDone: Story = {
  args: {
    variant: 'active',
    caption: 'Cursos activos',
    courses: activeCourses,
    actionStates: { 1: { action: 'complete', phase: 'done' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Finalizado Inglés general A1' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: mobile,
  args: { variant: 'pending', caption: 'Cursos pendientes', courses: pendingCourses },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Cursos pendientes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aprobar Preparación DELF B2' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkPending: Story = {
  globals: { theme: 'dark' },
  args: {
    variant: 'pending',
    caption: 'Cursos pendientes',
    courses: pendingCourses,
    actionStates: { 2: { action: 'reject', phase: 'busy' } },
  },
};
export const DarkMobile: Story = { globals: { ...mobile, theme: 'dark' } };

/** 'Rechazar' asks first: the dialog names the course and says it cannot be undone; nothing is called yet. */
export const ConfirmReject: Story = {
  args: { variant: 'pending', caption: 'Cursos pendientes', courses: pendingCourses },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rechazar Preparación DELF B2' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Rechazar curso' });
    await expect(dialog).toHaveTextContent('Preparación DELF B2');
    await expect(dialog).toHaveTextContent('esta acción no se puede deshacer');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Rechazar' })).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** 'Finalizar' asks first too. */
export const ConfirmFinish: Story = {
  args: { variant: 'active', caption: 'Cursos activos', courses: activeCourses },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar Inglés general A1' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Finalizar curso' });
    await expect(dialog).toHaveTextContent('Inglés general A1');
    await expect(within(dialog).getByRole('button', { name: 'Finalizar' })).toBeVisible();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/**
 * Confirming calls onReject once and closes the dialog; the row's button then shows the busy label the page
 * sets through actionStates, as before.
 */
export const Confirming: Story = {
  args: { variant: 'pending', caption: 'Cursos pendientes', courses: pendingCourses },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rechazar Preparación DELF B2' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Rechazar curso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await expect(args.onReject).toHaveBeenCalledOnce();
    await expect(args.onReject).toHaveBeenCalledWith(pendingCourses[0], undefined);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

/** The rejection's optional reason, typed in its confirmation, goes with it (trimmed) for the teacher. */
export const RejectWithReason: Story = {
  args: { variant: 'pending', caption: 'Cursos pendientes', courses: pendingCourses },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rechazar Preparación DELF B2' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Rechazar curso' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo del rechazo (opcional)' });
    await expect(reason).toHaveAccessibleDescription('El profesor lo recibirá en el aviso del rechazo.');
    await userEvent.type(reason, '  Falta el temario de cada semana. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await expect(args.onReject).toHaveBeenCalledWith(pendingCourses[0], 'Falta el temario de cada semana.');
  },
};

/** 'Cancelar' (or Escape) closes the dialog and calls nothing: the course stays. */
export const ConfirmCancelled: Story = {
  args: { variant: 'active', caption: 'Cursos activos', courses: activeCourses },
  play: async ({ args, canvas, canvasElement }) => {
    const finish = canvas.getByRole('button', { name: 'Finalizar Inglés general A1' });
    await userEvent.click(finish);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Finalizar curso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // Focus goes back to the row's button.
    await waitFor(() => expect(finish).toHaveFocus());
    await userEvent.click(finish);
    await page(canvasElement).findByRole('dialog', { name: 'Finalizar curso' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onComplete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('row', { name: /Inglés general A1/ })).toBeVisible();
  },
};

/** At 320 px the list of cards fits: the page never scrolls sideways. */
export const Phone320: Story = {
  globals: phone320,
  decorators: [inPanelColumn],
  args: { variant: 'pending', caption: 'Cursos pendientes', courses: pendingCourses },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
