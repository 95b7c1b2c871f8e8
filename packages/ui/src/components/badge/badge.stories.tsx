import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  component: Badge,
  tags: ['autodocs'],
  parameters: { states: ['Neutral', 'Success', 'Warning', 'Danger', 'Info'] },
  args: { children: 'Pendiente' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { variant: 'neutral', children: 'Borrador' } };

export const Success: Story = { args: { variant: 'success', children: 'Completado' } };

export const Warning: Story = { args: { variant: 'warning', children: 'Vence hoy' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Vencido' } };

export const Info: Story = { args: { variant: 'info', children: 'Nuevo' } };

export const DarkNeutral: Story = { ...Neutral, globals: { theme: 'dark' } };

export const DarkSuccess: Story = { ...Success, globals: { theme: 'dark' } };

export const DarkWarning: Story = { ...Warning, globals: { theme: 'dark' } };

export const DarkDanger: Story = { ...Danger, globals: { theme: 'dark' } };

export const DarkInfo: Story = { ...Info, globals: { theme: 'dark' } };
