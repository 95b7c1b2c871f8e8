import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  component: Alert,
  tags: ['autodocs'],
  parameters: { states: ['Info', 'Success', 'Warning', 'Danger', 'WithTitle', 'Dismissible'] },
  args: { children: 'Te hemos enviado un correo para verificar tu cuenta.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { variant: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Te hemos enviado un correo');
  },
};

export const Success: Story = {
  args: { variant: 'success', children: 'Tu cuenta ha sido verificada. Ya puedes iniciar sesión.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const Warning: Story = {
  args: { variant: 'warning', children: 'El enlace de verificación ha caducado.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('El enlace de verificación ha caducado.');
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Usuario o contraseña incorrectos.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
  },
};

export const WithTitle: Story = {
  args: {
    variant: 'warning',
    title: 'Cuenta no verificada',
    children: 'Revisa tu bandeja de entrada y la carpeta de spam.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cuenta no verificada');
  },
};

export const Dismissible: Story = {
  args: { variant: 'danger', children: 'Usuario o contraseña incorrectos.', onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const DarkInfo: Story = { ...Info, globals: { theme: 'dark' } };

export const DarkSuccess: Story = { ...Success, globals: { theme: 'dark' } };

export const DarkWarning: Story = { ...WithTitle, globals: { theme: 'dark' } };

export const DarkDanger: Story = { ...Dismissible, globals: { theme: 'dark' } };
