import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDaysIcon, ClockIcon, SparklesIcon } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { navigate, previewLink, sampleImage } from '../../../../../.storybook/link-fixtures';
import { CourseCard } from './course-card';

const meta = {
  component: CourseCard,
  tags: ['autodocs'],
  parameters: { states: ['Light', 'Narrow'] },
  args: {
    name: 'Intensivo',
    courseType: 'Curso intensivo',
    image: sampleImage('Ilustración de un calendario con clases diarias', '#2349a8', 400, 200),
    features: [
      { icon: <CalendarDaysIcon />, text: 'Aprende un idioma en 2 meses' },
      { icon: <ClockIcon />, text: 'Clases diarias' },
      { icon: <SparklesIcon />, text: 'Material personalizado' },
    ],
    action: { label: 'Más información sobre Intensivo', href: '/course/intensive' },
    renderLink: previewLink,
    imageLoading: 'eager',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Intensivo' })).toBeVisible();
    const image = canvas.getByRole('img', { name: 'Ilustración de un calendario con clases diarias' });
    await expect(image.getBoundingClientRect().height).toBe(200);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: 'Más información sobre Intensivo' }));
    await expect(navigate).toHaveBeenCalledWith('/course/intensive');
  },
};

export const Dark: Story = { ...Light, globals: { theme: 'dark' } };

/** Without a type line, and with a long button text that must wrap inside a narrow card. */
export const Narrow: Story = {
  args: {
    name: 'Grupal',
    courseType: undefined,
    action: { label: 'Más información sobre Grupo', href: '/course/group' },
  },
  globals: { viewport: { value: 'movil', isRotated: false } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Más información sobre Grupo' });
    await expect(link).toHaveAttribute('href', '/course/group');
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};
