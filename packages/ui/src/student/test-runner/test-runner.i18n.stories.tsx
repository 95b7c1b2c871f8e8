import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { applyBrand, brandTokens } from '../../docs/story-fixtures';
import { en } from '../../strings/en';
import { UiStringsProvider } from '../../strings/strings-provider';
import type { UiStrings } from '../../strings/ui-strings';
import type { TestRunnerQuestion } from './question-kinds';
import { TestRunner } from './test-runner';

/** The test runner of a school teaching in English with its own words, dates in British English. */
const schoolEnglish: UiStrings = {
  ...en,
  testRunner: {
    progress: (answered, total) => `Progress: ${answered} of ${total} questions answered`,
    submit: (answered, total) => `Submit test (${answered}/${total})`,
    submitting: 'Submitting...',
    unanswered: 'Please answer every question before submitting the test.',
    questionLegend: (position, total) => `Question ${position} of ${total}`,
    notAnswered: 'Not answered',
    resultTitle: 'Test completed and graded!',
    autoCorrected: 'Graded automatically',
    scoreLabel: 'Your grade',
    scoreSpoken: (formatted) => `${formatted} out of 10`,
    feedback: 'Comments',
    completedAt: 'Completed on',
    back: 'Back to the course',
    pendingTitle: 'Test submitted!',
    pendingDescription: 'Your teacher will grade the spoken answer; the rest is graded.',
    pendingScore: 'awaiting grading',
  },
};

const questions: TestRunnerQuestion[] = [
  {
    id: 1,
    text: 'Choose the right form: "She ___ to London last year."',
    options: [
      { id: 11, text: 'go' },
      { id: 12, text: 'went' },
    ],
  },
  {
    id: 2,
    text: 'What is the plural of "child"?',
    options: [
      { id: 21, text: 'childs' },
      { id: 22, text: 'children' },
    ],
  },
];

/** Computed colours come back as rgb(); the brand's hex, converted, to compare with them. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const meta = {
  component: TestRunner,
  args: {
    title: 'Review test: past simple',
    questions,
    onSubmit: fn(),
    onReturn: fn(),
    timeZone: 'Europe/London',
  },
  beforeEach: ({ globals }) => applyBrand(globals.theme),
  decorators: [
    (Story) => (
      <UiStringsProvider strings={schoolEnglish}>
        <div lang="en" className="max-w-2xl">
          {Story()}
        </div>
      </UiStringsProvider>
    ),
  ],
} satisfies Meta<typeof TestRunner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishBranded: Story = {
  args: { defaultAnswers: { 1: { selectedOptionId: 12 } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Progress: 1 of 2 questions answered')).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Submit test (1/2)' });
    // The brand's tokens reach the components: primary colour and radius.
    await expect(getComputedStyle(submit).backgroundColor).toBe(rgb(brandTokens.light['--aula-primary']));
    await expect(getComputedStyle(submit).borderTopLeftRadius).toBe('16px');
    await userEvent.click(submit);
    await expect(
      await canvas.findByText('Please answer every question before submitting the test.'),
    ).toBeVisible();
    await expect(canvas.getByText('Not answered')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EnglishBrandedDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Submit test (0/2)' });
    await expect(getComputedStyle(submit).backgroundColor).toBe(rgb(brandTokens.dark['--aula-primary']));
  },
};

export const EnglishResult: Story = {
  args: {
    defaultAnswers: { 1: { selectedOptionId: 12 }, 2: { selectedOptionId: 22 } },
    result: { score: 8.5, feedback: 'Well done.', completedAt: '2026-03-12T10:30:00Z' },
  },
  play: async ({ canvasElement }) => {
    // The result dialog is a native modal <dialog> (top layer): look for it in the whole document.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Test completed and graded!' });
    await expect(within(dialog).getByText('8.5 out of 10')).toBeInTheDocument();
    await expect(within(dialog).getByText('12 March 2026, 10:30')).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Back to the course' })).toBeVisible(),
    );
  },
};
