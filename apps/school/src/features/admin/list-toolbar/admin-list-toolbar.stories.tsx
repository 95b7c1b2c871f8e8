import { Badge } from '@aula/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  inPanelColumn,
  narrowViewports,
  phone320,
} from '../../../../../../.storybook/story-fixtures';
import { AdminListToolbar } from './admin-list-toolbar';

const roleFilter = {
  label: 'Rol',
  value: 'all',
  options: [
    { value: 'all', label: 'Todos' },
    { value: 'ADMIN', label: 'Administradores' },
    { value: 'TEACHER', label: 'Profesores' },
    { value: 'STUDENT', label: 'Estudiantes' },
  ],
  onChange: fn(),
};

const meta = {
  component: AdminListToolbar,
  tags: ['autodocs'],
  parameters: {
    states: ['SearchOnly', 'WithFilter', 'WithCounts', 'Refreshing', 'Mobile', 'Phone320'],
    ...narrowViewports,
  },
  args: {
    search: {
      label: 'Buscar usuarios',
      placeholder: 'Nombre, apellido, correo o usuario',
      value: '',
      onChange: fn(),
    },
    onRefresh: fn(),
  },
} satisfies Meta<typeof AdminListToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchOnly: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar usuarios' }), 'a');
    await expect(args.search.onChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const WithFilter: Story = {
  args: { filter: roleFilter },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rol' }), 'TEACHER');
    await expect(args.filter?.onChange).toHaveBeenCalledWith('TEACHER');
  },
};

export const WithCounts: Story = {
  args: {
    filter: roleFilter,
    children: (
      <div className="flex flex-wrap items-center gap-2">
        <Badge>Total: 16</Badge>
        <Badge variant="danger">Administradores: 1</Badge>
        <Badge variant="warning">Profesores: 6</Badge>
        <Badge variant="success">Estudiantes: 10</Badge>
        <p className="text-muted-foreground text-sm">Mostrando 16 de 16 usuarios</p>
      </div>
    ),
  },
};

export const Refreshing: Story = { args: { refreshing: true } };
export const Mobile: Story = {
  args: { filter: roleFilter },
  globals: { viewport: { value: 'movil', isRotated: false } },
};
export const Dark: Story = { args: { filter: roleFilter }, globals: { theme: 'dark' } };

/** At 320 px wide nothing makes the page scroll sideways, and every control is at least 24 × 24 px. */
export const Phone320: Story = {
  globals: phone320,
  decorators: [inPanelColumn],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
