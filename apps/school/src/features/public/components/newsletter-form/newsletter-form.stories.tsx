import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsletterForm } from './newsletter-form';

const meta = {
  component: NewsletterForm,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'Invalid', 'Subscribed', 'Failed'] },
  args: { onSubscribe: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    await expect(canvas.getByText(/Al suscribirte aceptas/)).toBeVisible();
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByLabelText('Correo electrónico');
    await userEvent.type(email, 'ana@correo');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(/Introduce un correo electrónico válido/);
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    // Typing again clears the error.
    await userEvent.type(email, '.es');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

export const Subscribed: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByLabelText('Correo electrónico');
    await userEvent.type(email, '  ana@correo.es {Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledWith('ana@correo.es', '');
    await expect(canvas.getByRole('status')).toHaveTextContent('¡Gracias por suscribirte!');
    await expect(email).toHaveValue('');
  },
};

export const SubscribedDark: Story = { ...Subscribed, globals: { theme: 'dark' } };

/** Without a callback the form only confirms locally. */
export const LocalOnly: Story = {
  args: { onSubscribe: undefined },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@correo.es');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('¡Gracias por suscribirte!');
  },
};

export const Failed: Story = {
  args: {
    onSubscribe: fn(() => Promise.reject(new Error('Demasiados intentos. Inténtalo de nuevo en 5 minutos.'))),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Correo electrónico');
    await userEvent.type(email, 'ana@correo.es{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Demasiados intentos.');
    // Nothing typed is lost.
    await expect(email).toHaveValue('ana@correo.es');
  },
};

export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } };
