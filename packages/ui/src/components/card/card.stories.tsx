import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardContent, CardFooter },
  tags: ['autodocs'],
  parameters: { states: ['Default'] },
  args: { className: 'max-w-sm' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>Curso intensivo</CardTitle>
          <CardDescription>4 semanas, 20 horas por semana.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-sm">Clases presenciales y virtuales con grupos de 1 a 3 estudiantes.</p>
        </CardContent>
        <CardFooter>
          <Button asChild>
            <a href="/course/intensive">Más información sobre Intensivo</a>
          </Button>
        </CardFooter>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Curso intensivo' })).toBeVisible();
  },
};

export const PageHeading: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle asChild>
            <h1>Iniciar sesión</h1>
          </CardTitle>
          <CardDescription>Accede a tus cursos.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-sm">Contenido del formulario.</p>
        </CardContent>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
