import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TestRunnerQuestion } from './question-kinds';
import { answerOfKind, questionOfKind } from './story-questions';
import { TestRunner } from './test-runner';

const questions: TestRunnerQuestion[] = [
  {
    id: 1,
    text: 'Elige la forma correcta: "She ___ to London last year."',
    options: [
      { id: 11, text: 'go' },
      { id: 12, text: 'went' },
      { id: 13, text: 'has gone' },
    ],
  },
  {
    id: 2,
    text: '¿Cuál es el plural de "child"?',
    options: [
      { id: 21, text: 'childs' },
      { id: 22, text: 'children' },
    ],
  },
  {
    id: 3,
    text: 'Completa: "I have lived here ___ 2019."',
    options: [
      { id: 31, text: 'for' },
      { id: 32, text: 'since' },
      { id: 33, text: 'from' },
      { id: 34, text: 'during' },
    ],
  },
];

const thirty: TestRunnerQuestion[] = Array.from({ length: 30 }, (_, i) => ({
  id: 100 + i,
  text: `Pregunta de vocabulario número ${i + 1}: ¿qué significa la palabra "${['house', 'tree', 'river', 'cloud', 'bread'][i % 5]}"?`,
  options: ['casa', 'árbol', 'río', 'nube'].map((text, oi) => ({ id: 1000 + i * 10 + oi, text })),
}));

const meta = {
  component: TestRunner,
  tags: ['autodocs'],
  parameters: {
    states: [
      'Unanswered',
      'PartlyAnswered',
      'WarnsAboutUnansweredQuestions',
      'Submitting',
      'SubmitError',
      'ResultWithFeedback',
      'ResultWithoutFeedback',
      'EveryKind',
      'PendingReview',
    ],
  },
  args: {
    title: 'Test de repaso: pasado simple',
    questions,
    onSubmit: fn(),
    onReturn: fn(),
    timeZone: 'Europe/Madrid',
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof TestRunner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Progreso: 0 de 3 preguntas respondidas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar Test (0/3)' })).toBeEnabled();
  },
};

export const PartlyAnswered: Story = {
  args: { defaultAnswers: { 1: { selectedOptionId: 12 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(canvas.getByRole('button', { name: 'Enviar Test (1/3)' })).toBeVisible();
  },
};

export const WarnsAboutUnansweredQuestions: Story = {
  args: { defaultAnswers: { 1: { selectedOptionId: 12 } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Test (1/3)' }));
    const warning = await canvas.findByText(
      '⚠️ Por favor responde todas las preguntas antes de enviar el test.',
    );
    await expect(warning).toBeVisible();
    // One warning symbol: the spec's '⚠️' in the text, no second icon beside it.
    await expect(canvasElement.querySelector('[data-slot="alert"] svg')).toBeNull();
    await expect(canvas.getAllByText('Sin responder')).toHaveLength(2);
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toContainElement(warning));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AnswersAndSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'went' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'children' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'since' }));
    await expect(canvas.getByText('Progreso: 3 de 3 preguntas respondidas')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Test (3/3)' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { questionId: 1, selectedOptionId: 12 },
      { questionId: 2, selectedOptionId: 22 },
      { questionId: 3, selectedOptionId: 32 },
    ]);
  },
};

export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab reaches each radio group once; arrow keys move (and choose) within the group.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('Progreso: 3 de 3 preguntas respondidas')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Enviar Test (3/3)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ThirtyQuestions: Story = {
  args: { title: 'Examen de vocabulario', questions: thirty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(30);
    await expect(canvas.getByRole('button', { name: 'Enviar Test (0/30)' })).toBeVisible();
  },
};

export const LongQuestionText: Story = {
  args: {
    questions: [
      {
        id: 1,
        text:
          'Lee el siguiente texto y elige la opción que mejor resume la idea principal. '.repeat(12) +
          'Supercalifragilisticexpialidocious_sin_espacios_para_comprobar_que_el_texto_se_parte_correctamente_en_pantallas_pequeñas.',
        options: [
          {
            id: 11,
            text: 'El autor defiende que aprender idiomas desde pequeño facilita la pronunciación y la comprensión.',
          },
          { id: 12, text: 'El texto trata sobre la historia de la lengua inglesa.' },
        ],
      },
    ],
  },
};

export const Submitting: Story = {
  args: {
    submitting: true,
    defaultAnswers: { 1: { selectedOptionId: 12 }, 2: { selectedOptionId: 22 }, 3: { selectedOptionId: 32 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'went' })).toBeDisabled();
  },
};

export const SubmitError: Story = {
  args: {
    defaultAnswers: { 1: { selectedOptionId: 12 }, 2: { selectedOptionId: 22 }, 3: { selectedOptionId: 32 } },
    error: 'Error al enviar el test: Ya has completado este test.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ya has completado este test.');
  },
};

export const ResultWithFeedback: Story = {
  args: {
    defaultAnswers: { 1: { selectedOptionId: 12 }, 2: { selectedOptionId: 22 }, 3: { selectedOptionId: 31 } },
    result: { score: 6.7, feedback: 'Respuestas correctas: 2 de 3.', completedAt: '2026-03-12T09:30:00Z' },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: '¡Test Completado y Corregido!',
    });
    const inDialog = within(dialog);
    await expect(inDialog.getByText('Test completado automáticamente')).toBeVisible();
    await expect(inDialog.getByText('6,7 sobre 10')).toBeInTheDocument();
    await expect(inDialog.getByText('Respuestas correctas: 2 de 3.')).toBeVisible();
    await expect(inDialog.getByText('12 de marzo de 2026, 10:30')).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Volver al curso' }));
    await expect(args.onReturn).toHaveBeenCalled();
  },
};

export const ResultWithoutFeedback: Story = {
  args: {
    defaultAnswers: { 1: { selectedOptionId: 12 }, 2: { selectedOptionId: 22 }, 3: { selectedOptionId: 32 } },
    result: { score: 10, feedback: null, completedAt: '2026-03-12T09:30:00Z' },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText('10 sobre 10')).toBeInTheDocument();
    await expect(within(dialog).queryByText('Comentarios')).toBeNull();
  },
};

export const Dark: Story = {
  args: { defaultAnswers: { 2: { selectedOptionId: 22 } } },
  globals: { theme: 'dark' },
};

export const DarkWarning: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar Test (0/3)' }));
    await expect(
      await within(canvasElement).findByText(
        '⚠️ Por favor responde todas las preguntas antes de enviar el test.',
      ),
    ).toBeVisible();
  },
};

const everyKind: TestRunnerQuestion[] = Object.values(questionOfKind);

export const EveryKind: Story = {
  args: { questions: everyKind, saveStatus: 'saved', onAnswerChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Progreso: 0 de 8 preguntas respondidas')).toBeVisible();
    await expect(canvas.getByText('Guardado')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tu respuesta' }), 'library');
    await expect(args.onAnswerChange).toHaveBeenLastCalledWith({ questionId: 6, text: 'library' });
    // A question counts only when every part is given: one gap of three is not an answer yet.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hueco 1' }), 'lived');
    await expect(canvas.getByText('Progreso: 1 de 8 preguntas respondidas')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Test (1/8)' }));
    await expect(canvas.getAllByText('Sin responder')).toHaveLength(7);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EveryKindAnsweredOffline: Story = {
  args: {
    questions: everyKind,
    saveStatus: 'offline',
    defaultAnswers: Object.fromEntries(
      Object.entries(questionOfKind).map(([kind, q]) => [
        q.id,
        answerOfKind[kind as keyof typeof questionOfKind],
      ]),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Sin conexión: tus respuestas se guardarán al volver la conexión'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Test (8/8)' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.arrayContaining([
        { questionId: 3, gaps: ['lived', 'since', 'loved'] },
        { questionId: 5, order: [51, 53, 55, 58] },
        { questionId: 7, recording: 'grabacion-7.webm' },
      ]),
    );
  },
};

export const PendingReview: Story = {
  args: {
    questions: everyKind,
    result: { score: null, pendingReview: true, feedback: null, completedAt: '2026-03-12T09:30:00Z' },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '¡Test Enviado!' });
    await expect(within(dialog).getByText('pendiente de corrección')).toBeVisible();
  },
};
