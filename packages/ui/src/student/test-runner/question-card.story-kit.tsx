import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { narrowViewports, phone320 } from '../../../../../.storybook/story-fixtures';
import { QuestionCard, type QuestionCardProps } from './question-card';
import { answerOfKind, questionOfKind } from './story-questions';

/** The card with its answer in state, so a story can be answered by clicking and typing. */
export function AnsweredCard(args: QuestionCardProps) {
  const [answer, setAnswer] = useState(args.answer);
  return (
    <QuestionCard
      {...args}
      answer={answer}
      onAnswer={(next) => {
        setAnswer(next);
        args.onAnswer(next);
      }}
    />
  );
}

/**
 * Fits a 320 px phone: nothing scrolls sideways, and every control is at least 24 × 24 px, where a radio or
 * checkbox counts by its label, the whole of which is the target (WCAG 2.5.8).
 */
async function expectFitsPhone(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  const small = [...canvasElement.querySelectorAll<HTMLElement>('button, input, select, summary, audio')]
    .map((control) => (control.closest('label') ?? control).getBoundingClientRect())
    .filter(({ width, height }) => width > 0 && (width < 24 || height < 24));
  await expect(small).toEqual([]);
}

/** The states every question part documents, in this order. */
export const partStates = ['Empty', 'Answered', 'Correct', 'Wrong', 'Partial', 'Saving', 'Offline'];

type Story = StoryObj<typeof QuestionCard>;

/** The stories of one kind's states: the same question empty, answered, graded, saving and offline. */
export function statesOf(kind: keyof typeof questionOfKind) {
  const answer = answerOfKind[kind];
  const meta = {
    args: {
      question: questionOfKind[kind],
      legend: 'Pregunta 1 de 5',
      idPrefix: `q-${kind}`,
      answer: undefined,
    },
    render: (args: QuestionCardProps) => <AnsweredCard {...args} />,
    decorators: [(Story: () => React.JSX.Element) => <div className="max-w-2xl">{Story()}</div>],
  };
  const stories = {
    Empty: {},
    Answered: { args: { answer } },
    Correct: {
      args: { answer, outcome: 'correct', disabled: true },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByText('Correcta')).toBeVisible();
      },
    },
    Wrong: { args: { answer, outcome: 'wrong', disabled: true } },
    Partial: { args: { answer, outcome: 'partial', disabled: true } },
    Saving: {
      args: { answer, saveState: 'saving' },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByText('Guardando…')).toBeVisible();
      },
    },
    Offline: {
      args: { answer, saveState: 'offline' },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByText('Sin conexión')).toBeVisible();
      },
    },
    PhoneDark: {
      args: { answer },
      parameters: narrowViewports,
      globals: { ...phone320, theme: 'dark' },
      play: async ({ canvasElement }) => expectFitsPhone(canvasElement),
    },
  } satisfies Record<string, Story>;
  return { meta, stories };
}
