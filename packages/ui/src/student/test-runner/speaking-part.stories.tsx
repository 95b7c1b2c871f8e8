import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuestionCard } from './question-card';
import { partStates, statesOf } from './question-card.story-kit';
import { SpeakingPart } from './speaking-part';

const { meta: shared, stories } = statesOf('speaking');

const meta = {
  component: QuestionCard,
  subcomponents: { SpeakingPart },
  tags: ['autodocs'],
  parameters: { states: partStates },
  ...shared,
  args: { ...shared.args, onAnswer: fn() },
} satisfies Meta<typeof QuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = stories.Empty;
export const Answered: Story = stories.Answered;
export const Correct: Story = stories.Correct;
export const Wrong: Story = stories.Wrong;
export const Partial: Story = stories.Partial;
export const Saving: Story = stories.Saving;
export const Offline: Story = stories.Offline;
export const PhoneDark: Story = stories.PhoneDark;

/** A browser without MediaRecorder: a file input takes the recording, and its upload shows its progress. */
export const UploadsAFileWithoutRecorder: Story = {
  beforeEach: () => {
    const recorder = globalThis.MediaRecorder;
    // @ts-expect-error: a browser that cannot record.
    globalThis.MediaRecorder = undefined;
    return () => {
      globalThis.MediaRecorder = recorder;
    };
  },
  args: {
    onRecording: fn(async (_file: Blob, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return 'grabacion-7.ogg';
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Este navegador no puede grabar/)).toBeVisible();
    const file = new File([new Uint8Array([0x4f, 0x67, 0x67, 0x53])], 'respuesta.ogg', { type: 'audio/ogg' });
    await userEvent.upload(canvas.getByLabelText('Sube un archivo de audio'), file);
    const bar = await canvas.findByRole('progressbar', { name: 'Subiendo grabación: 50 %' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(await canvas.findByText('Tu grabación está guardada.')).toBeVisible();
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ recording: 'grabacion-7.ogg' });
  },
};
