import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatisticsDashboard } from './statistics-dashboard';
import { emptyStatistics, statistics } from './story-fixtures';

const meta = {
  component: StatisticsDashboard,
  tags: ['autodocs'],
  parameters: {
    states: ['Loaded', 'Loading', 'Refreshing', 'Empty', 'ConnectionError', 'PermissionError', 'Mobile'],
  },
  args: { status: 'ready', statistics, onRefresh: fn(), onRetry: fn() },
  globals: { viewport: { value: 'escritorio', isRotated: false } },
} satisfies Meta<typeof StatisticsDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ args, canvas }) => {
    const card = (label: string) => canvas.getByText(label).closest('[data-slot="stat-card"]') as HTMLElement;
    // Total users = teachers + students; active = total − completed − pending.
    await expect(card('Total de usuarios')).toHaveTextContent('16');
    await expect(card('Total de cursos')).toHaveTextContent('10');
    await expect(card('Cursos activos')).toHaveTextContent('5');
    await expect(card('Cursos finalizados')).toHaveTextContent('2');
    await expect(card('Cursos pendientes')).toHaveTextContent('3');
    const courses = canvas.getByRole('figure', { name: 'Cursos por idioma' });
    await expect(within(courses).getByText('Inglés').closest('li')).toHaveTextContent('4');
    await expect(canvas.getAllByRole('figure')).toHaveLength(6);
    // Why a language's teachers can add up to more than 'Total de profesores'.
    await expect(
      canvas.getByText(
        'Un profesor o estudiante con cursos en varios idiomas cuenta en cada uno de ellos, así que la suma por idioma puede superar el total.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { status: 'loading', statistics: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando estadísticas...');
    await expect(canvas.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  },
};

export const Refreshing: Story = { args: { refreshing: true } };

export const Empty: Story = {
  args: { statistics: emptyStatistics },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Sin datos')).toHaveLength(3);
  },
};

export const NegativeActiveFloored: Story = {
  args: { statistics: { ...statistics, totalCourses: 3, completedCourses: 2, pendingCourses: 2 } },
  play: async ({ canvas }) => {
    const card = canvas.getByText('Cursos activos').closest('[data-slot="stat-card"]') as HTMLElement;
    await expect(card).toHaveTextContent('0');
  },
};

export const ConnectionError: Story = {
  args: { status: 'error', statistics: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error al cargar las estadísticas. Verifica tu conexión.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Spec section 8: the permission message has no retry button. */
export const PermissionError: Story = {
  args: {
    status: 'error',
    statistics: undefined,
    onRetry: undefined,
    errorMessage: 'Acceso denegado. Se requieren permisos de administrador.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Acceso denegado. Se requieren permisos de administrador.',
    );
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  },
};

export const LargeSchool: Story = {
  args: {
    statistics: {
      ...statistics,
      coursesPerLanguage: [2100, 1200, 700, 1000],
      teachersPerLanguage: [420, 230, 140, 210],
      studentsPerLanguage: [61250, 30100, 12400, 24800],
      totalTeachers: 1000,
      totalStudents: 99000,
      totalCourses: 5000,
      completedCourses: 1200,
      pendingCourses: 300,
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByText('Total de usuarios').closest('[data-slot="stat-card"]') as HTMLElement;
    await expect(card).toHaveTextContent('100.000');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'movil', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkEmpty: Story = { globals: { theme: 'dark' }, args: { statistics: emptyStatistics } };
export const DarkError: Story = {
  globals: { theme: 'dark' },
  args: { status: 'error', statistics: undefined },
};
