import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { de } from '../../strings/de';
import { en } from '../../strings/en';
import { fr } from '../../strings/fr';
import { UiStringsProvider } from '../../strings/strings-provider';
import type { UiStrings } from '../../strings/ui-strings';
import { questionOfKind } from './story-questions';
import { TestRunner } from './test-runner';

/** The same test of every question kind, its interface in each language the library ships. */
const meta = {
  component: TestRunner,
  args: {
    title: 'Test de repaso: pasado simple',
    questions: Object.values(questionOfKind),
    saveStatus: 'offline',
    onSubmit: fn(),
    onReturn: fn(),
  },
} satisfies Meta<typeof TestRunner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Words to find, in the language of the story: its progress, the submit button, the warning, a gap. */
interface Expected {
  /** A pattern where the text has a no-break space, which the queries read as an ordinary one. */
  progress: string | RegExp;
  submit: string;
  offline: string | RegExp;
  gap: string;
  answer: string;
  notAnswered: string;
}

function inLanguage(strings: UiStrings, expected: Expected): Story {
  return {
    decorators: [
      (Story) => (
        <UiStringsProvider strings={strings}>
          <div lang={strings.locale} className="max-w-2xl">
            {Story()}
          </div>
        </UiStringsProvider>
      ),
    ],
    play: async ({ args, canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(expected.progress)).toBeVisible();
      await expect(canvas.getByText(expected.offline)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: expected.gap })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: expected.answer })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: expected.submit }));
      await expect(canvas.getAllByText(expected.notAnswered)).toHaveLength(8);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    },
  };
}

export const English = inLanguage(en, {
  progress: 'Progress: 0 of 8 questions answered',
  submit: 'Submit test (0/8)',
  offline: 'Offline: your answers will be saved when the connection is back',
  gap: 'Gap 1',
  answer: 'Your answer',
  notAnswered: 'Not answered',
});

export const German = inLanguage(de, {
  progress: 'Fortschritt: 0 von 8 Fragen beantwortet',
  submit: 'Test abgeben (0/8)',
  offline: 'Keine Verbindung: Ihre Antworten werden gespeichert, sobald die Verbindung wieder steht',
  gap: 'Lücke 1',
  answer: 'Ihre Antwort',
  notAnswered: 'Nicht beantwortet',
});

export const French = inLanguage(fr, {
  progress: /^Progression\s: 0 question traitée sur 8$/,
  submit: 'Envoyer le test (0/8)',
  offline: /^Hors connexion\s: vos réponses seront enregistrées dès le retour de la connexion$/,
  gap: 'Trou 1',
  answer: 'Votre réponse',
  notAnswered: 'Sans réponse',
});
