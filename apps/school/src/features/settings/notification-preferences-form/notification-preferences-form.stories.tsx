import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type NotificationPreferenceRow, NotificationPreferencesForm } from './notification-preferences-form';

const student: NotificationPreferenceRow[] = [
  { kind: 'message', label: 'Mensajes nuevos', inApp: true, email: 'instant' },
  { kind: 'activity', label: 'Nuevas actividades', inApp: true, email: 'digest' },
  { kind: 'material', label: 'Nuevo material', inApp: true, email: 'digest' },
  { kind: 'grade', label: 'Calificaciones publicadas', inApp: true, email: 'instant' },
  { kind: 'due-tomorrow', label: 'Actividades que vencen mañana', inApp: true, email: 'digest' },
  { kind: 'timetable', label: 'Cambios en el horario de clases', inApp: false, email: 'off' },
];

const meta = {
  component: NotificationPreferencesForm,
  tags: ['autodocs'],
  parameters: { states: ['Idle', 'Saving', 'Saved', 'Failed'] },
  args: { preferences: student, onSave: fn(), onDismissStatus: fn() },
} satisfies Meta<typeof NotificationPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const DarkIdle: Story = { globals: { theme: 'dark' } };

export const Saving: Story = {
  args: { status: { state: 'saving' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Guardando/ })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { status: { state: 'saved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preferencias guardadas.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: { state: 'failed', message: 'No se pudo conectar con el servidor.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No se pudo conectar con el servidor.')).toBeVisible();
  },
};
export const DarkFailed: Story = {
  args: { status: { state: 'failed', message: 'No se pudo conectar con el servidor.' } },
  globals: { theme: 'dark' },
};

export const ChangesAndSaves: Story = {
  play: async ({ args, canvas }) => {
    const grades = within(canvas.getByRole('group', { name: 'Calificaciones publicadas' }));
    await userEvent.click(grades.getByRole('checkbox', { name: 'En la aplicación' }));
    await userEvent.selectOptions(grades.getByRole('combobox', { name: 'Por correo' }), 'Resumen diario');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar preferencias' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      student.map(({ kind, inApp, email }) =>
        kind === 'grade' ? { kind, inApp: false, email: 'digest' } : { kind, inApp, email },
      ),
    );
  },
};
