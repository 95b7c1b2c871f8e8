import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRightIcon } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button';

const meta = {
  component: Button,
  tags: ['autodocs'],
  parameters: {
    states: [
      'Primary',
      'Secondary',
      'Outline',
      'Ghost',
      'Danger',
      'Link',
      'Small',
      'Large',
      'Icon',
      'Loading',
      'Disabled',
    ],
  },
  args: { children: 'Iniciar sesión', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Registrar otro usuario' } };

export const Outline: Story = { args: { variant: 'outline', children: 'Iniciar sesión con Google' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancelar' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Eliminar curso' } };

export const Link: Story = { args: { variant: 'link', children: '¿Olvidaste tu contraseña?' } };

export const Small: Story = { args: { size: 'sm', children: 'Ver cursos' } };

export const Large: Story = { args: { size: 'lg', children: 'Ver cursos' } };

export const Icon: Story = {
  args: { size: 'icon', 'aria-label': 'Siguiente', children: <ArrowRightIcon aria-hidden="true" /> },
};

export const Loading: Story = {
  args: { loading: true, children: 'Iniciando sesión...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Iniciando sesión...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Iniciar sesión' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="/register">Registrarse</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Registrarse' });
    await expect(link).toHaveAttribute('href', '/register');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

// Dark theme, one story per colour scheme, so the contrast check covers every variant in both themes.
export const DarkPrimary: Story = { ...Primary, globals: { theme: 'dark' } };

export const DarkSecondary: Story = { ...Secondary, globals: { theme: 'dark' } };

export const DarkOutline: Story = { ...Outline, globals: { theme: 'dark' } };

export const DarkGhost: Story = { ...Ghost, globals: { theme: 'dark' } };

export const DarkDanger: Story = { ...Danger, globals: { theme: 'dark' } };

export const DarkLink: Story = { ...Link, globals: { theme: 'dark' } };

export const DarkLoading: Story = { ...Loading, globals: { theme: 'dark' } };
