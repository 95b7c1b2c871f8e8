import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  inPanelColumn,
  narrowViewports,
  phone320,
} from '../../../../../../.storybook/story-fixtures';
import { AdminUserTable } from './admin-user-table';
import { manyUsers, users } from './story-fixtures';

const meta = {
  component: AdminUserTable,
  tags: ['autodocs'],
  parameters: {
    states: [
      'Loading',
      'ErrorWithRetry',
      'Empty',
      'NoSearchResults',
      'EveryRole',
      'ManyRows',
      'Mobile',
      'Phone320',
    ],
    ...narrowViewports,
  },
  args: { caption: 'Usuarios', users, onRetry: fn() },
  globals: { viewport: { value: 'escritorio', isRotated: false } },
} satisfies Meta<typeof AdminUserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'movil', isRotated: false } };

export const Loading: Story = {
  args: { status: 'loading', users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando usuarios...');
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', users: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al cargar usuarios');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay usuarios registrados.')).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  args: { users: [], emptyMessage: 'Ningún usuario coincide con la búsqueda.' },
};

export const OneRow: Story = {
  args: { users: users.slice(1, 2) },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Emma Thompson/ });
    await expect(within(row).getByText('@prof.emma')).toBeVisible();
    await expect(within(row).getByText('Profesor')).toBeVisible();
    await expect(within(row).getByRole('link', { name: /emma.thompson@aula.es/ })).toHaveAttribute(
      'href',
      'mailto:emma.thompson@aula.es',
    );
  },
};

export const EveryRole: Story = {
  play: async ({ canvas }) => {
    const lucia = canvas.getByRole('row', { name: /Lucía Fernández/ });
    await expect(within(lucia).getByText('Profesor')).toBeVisible();
    await expect(within(lucia).getByText('Estudiante')).toBeVisible();
    await expect(
      within(canvas.getByRole('row', { name: /Admin Aula/ })).getByText('Administrador'),
    ).toBeVisible();
  },
};

export const ManyRows: Story = { args: { users: manyUsers, firstRowNumber: 41 } };

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Usuarios' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkMobile: Story = { globals: { ...mobile, theme: 'dark' } };
export const DarkError: Story = { globals: { theme: 'dark' }, args: { status: 'error', users: [] } };

/** At 320 px wide nothing makes the page scroll sideways. */
export const Phone320: Story = {
  globals: phone320,
  decorators: [inPanelColumn],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
