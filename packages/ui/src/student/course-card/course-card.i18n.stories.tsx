import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { applyBrand, brandTokens } from '../../docs/story-fixtures';
import { en } from '../../strings/en';
import { UiStringsProvider } from '../../strings/strings-provider';
import type { UiStrings } from '../../strings/ui-strings';
import { StudentCourseCard } from './course-card';

/** The student's course card of a school teaching in English, with one word of its own. */
const schoolEnglish: UiStrings = { ...en, courseCard: { ...en.courseCard, access: 'Open course' } };

const meta = {
  component: StudentCourseCard,
  args: {
    href: '/student/course/7',
    course: {
      id: 7,
      name: 'English B1 intensive',
      description: 'Everyday conversation, past tenses and preparation for the official exam.',
      level: 'B1',
      type: 'INTENSIVO',
      teacherName: 'Marta Ruiz',
      completed: false,
    },
  },
  beforeEach: ({ globals }) => applyBrand(globals.theme),
  decorators: [
    (Story) => (
      <UiStringsProvider strings={schoolEnglish}>
        <div lang="en" className="max-w-sm">
          {Story()}
        </div>
      </UiStringsProvider>
    ),
  ],
} satisfies Meta<typeof StudentCourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishBranded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /^Open course.*English B1 intensive$/ });
    await expect(link).toHaveAttribute('href', '/student/course/7');
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getByText('Intensive')).toBeVisible();
    // The level badge's screen-reader prefix is translated too.
    await expect(canvas.getByText('B1')).toHaveTextContent('Level B1');
    const card = canvasElement.querySelector('article') as HTMLElement;
    // rounded-lg is the radius token plus 4px: 1rem + 4px.
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe('20px');
    await expect(getComputedStyle(card).fontFamily).toBe(brandTokens.light['--aula-font']);
  },
};

export const EnglishBrandedDarkFinished: Story = {
  globals: { theme: 'dark' },
  args: { course: { ...meta.args.course, completed: true, teacherName: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Review course.*English B1 intensive$/ })).toBeVisible();
    await expect(canvas.getByText('Finished')).toBeVisible();
    await expect(canvas.getByText('To be assigned')).toBeVisible();
  },
};
