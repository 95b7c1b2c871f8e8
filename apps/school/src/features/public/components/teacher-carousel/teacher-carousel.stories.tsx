import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { teachers } from '../story-fixtures';
import { TeacherCarousel } from './teacher-carousel';

const meta = {
  component: TeacherCarousel,
  tags: ['autodocs'],
  parameters: { states: ['Small', 'Medium', 'Wide', 'TwoTeachers'] },
  args: { teachers },
} satisfies Meta<typeof TeacherCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names on the cards a sighted user sees, left to right (hidden slides are not in the list). */
function visibleNames(canvas: ReturnType<typeof within>) {
  return canvas
    .getAllByRole('group')
    .map((slide: HTMLElement) => within(slide).getByRole('heading').textContent);
}

export const Small: Story = {
  globals: { viewport: { value: 'movil', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(visibleNames(canvas)).toEqual(['Emily Carter']);
    await userEvent.click(canvas.getByRole('button', { name: 'Profesor siguiente' }));
    await expect(visibleNames(canvas)).toEqual(['James Wilson']);
    await userEvent.click(canvas.getByRole('button', { name: 'Profesor anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Profesor anterior' }));
    // Wrapped around from the first teacher to the last.
    await expect(visibleNames(canvas)).toEqual(['Lukas Becker']);
    await expect(canvas.getByRole('group', { name: '6 de 6' })).toBeVisible();
    await expect(canvas.getByText('Mostrando: Lukas Becker')).toBeInTheDocument();
  },
};

export const SmallDark: Story = { ...Small, globals: { ...Small.globals, theme: 'dark' } };

export const Medium: Story = {
  globals: { viewport: { value: 'tableta', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(visibleNames(canvas)).toEqual(['Emily Carter', 'James Wilson']);
    await userEvent.click(canvas.getByRole('button', { name: 'Profesor anterior' }));
    await expect(visibleNames(canvas)).toEqual(['Lukas Becker', 'Emily Carter']);
    await expect(canvas.getByText('Mostrando: Lukas Becker y Emily Carter')).toBeInTheDocument();
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'escritorio', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(visibleNames(canvas)).toEqual(['Emily Carter', 'James Wilson', 'Claire Dubois']);
    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Profesor siguiente' }));
    }
    await expect(visibleNames(canvas)).toEqual(['Lucía Fernández', 'Lukas Becker', 'Emily Carter']);
  },
};

export const WideDark: Story = { ...Wide, globals: { ...Wide.globals, theme: 'dark' } };

/** The arrows are ordinary buttons: Enter and Space move the window. */
export const Keyboard: Story = {
  globals: { viewport: { value: 'escritorio', isRotated: false } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Profesor siguiente' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(visibleNames(canvas)).toEqual(['Claire Dubois', 'Antoine Moreau', 'Lucía Fernández']);
  },
};

/** Fewer teachers than the window: each shows once and nothing repeats. */
export const TwoTeachers: Story = {
  args: { teachers: teachers.slice(0, 2) },
  globals: { viewport: { value: 'escritorio', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(visibleNames(canvas)).toEqual(['Emily Carter', 'James Wilson']);
    await userEvent.click(canvas.getByRole('button', { name: 'Profesor siguiente' }));
    await expect(visibleNames(canvas)).toEqual(['James Wilson', 'Emily Carter']);
  },
};
