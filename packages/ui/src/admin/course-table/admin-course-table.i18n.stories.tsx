import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { applyBrand, brandTokens } from '../../docs/story-fixtures';
import { en } from '../../strings/en';
import { UiStringsProvider } from '../../strings/strings-provider';
import type { UiStrings } from '../../strings/ui-strings';
import { AdminCourseTable } from './admin-course-table';
import type { AdminCourseRow } from './course-row';

/** The administrator's course table of a school working in English, with some words of its own. */
const schoolEnglish: UiStrings = {
  ...en,
  courseTable: {
    ...en.courseTable,
    unassigned: 'Unassigned',
    loading: 'Loading courses...',
    fullDescription: 'see the full description',
    empty: {
      active: 'There are no active courses.',
      pending: 'No courses are waiting for approval.',
      all: 'There are no courses yet.',
    },
    action: {
      approve: ['Approve', 'Approving...', 'Approved'],
      reject: ['Reject', 'Rejecting...', 'Rejected'],
      complete: ['Finish', 'Finishing...', 'Finished'],
    },
    confirm: {
      ...en.courseTable.confirm,
      complete: {
        title: 'Finish course',
        description: 'The course will stop being active. This cannot be undone.',
      },
    },
    rejectReason: 'Reason for rejecting (optional)',
    rejectReasonHint: 'The teacher gets it with the rejection notice.',
  },
  channels: { ...en.channels, presencial: 'On site' },
};

const pending: AdminCourseRow[] = [
  {
    id: 21,
    name: 'Business English B2',
    description:
      'Meetings, e-mails, phone calls and presentations for people who work in English every day of the week, with a final project.',
    level: 'B2',
    type: 'INTENSIVO',
    approved: false,
    completed: false,
    teacher: { name: 'Emily', surname: 'Carter', username: 'ecarter' },
    studentsCount: 0,
  },
  {
    id: 22,
    name: 'French conversation A2',
    description: 'Short everyday conversations.',
    level: 'A2',
    type: 'GRUPAL',
    approved: false,
    completed: false,
    teacher: null,
    user: null,
    studentsCount: 0,
  },
];

/** Computed colours come back as rgb(); the token's hex, converted, to compare with them. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const meta = {
  component: AdminCourseTable,
  args: {
    variant: 'pending',
    caption: 'Courses waiting for approval',
    courses: pending,
    onApprove: fn(),
    onReject: fn(),
  },
  beforeEach: ({ globals }) => applyBrand(globals.theme),
  decorators: [
    (Story) => (
      <UiStringsProvider strings={schoolEnglish}>
        <div lang="en">{Story()}</div>
      </UiStringsProvider>
    ),
  ],
  globals: { viewport: { value: 'escritorio', isRotated: false } },
} satisfies Meta<typeof AdminCourseTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishBranded: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Courses waiting for approval' })).toBeVisible();
    for (const header of ['Course', 'Description', 'Teacher', 'Format', 'Actions']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const french = canvas.getByRole('row', { name: /French conversation A2/ });
    await expect(french).toHaveTextContent('Level A2');
    await expect(french).toHaveTextContent('Unassigned');
    await expect(french).toHaveTextContent('Online');
    const approve = canvas.getByRole('button', { name: 'Approve Business English B2' });
    await expect(getComputedStyle(approve).backgroundColor).toBe(rgb(brandTokens.light['--aula-primary']));
    await userEvent.click(approve);
    await expect(args.onApprove).toHaveBeenCalledWith(pending[0]);
    await expect(canvas.getByRole('button', { name: /see the full description/ })).toBeVisible();
  },
};

export const EnglishBrandedDarkBusy: Story = {
  globals: { theme: 'dark', viewport: { value: 'escritorio', isRotated: false } },
  args: { actionStates: { 21: { action: 'reject', phase: 'busy' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Rejecting... Business English B2' })).toBeDisabled();
    const approve = canvas.getByRole('button', { name: 'Approve French conversation A2' });
    await expect(getComputedStyle(approve).backgroundColor).toBe(rgb(brandTokens.dark['--aula-primary']));
  },
};

export const EnglishEmpty: Story = {
  args: { courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No courses are waiting for approval.')).toBeVisible();
  },
};
