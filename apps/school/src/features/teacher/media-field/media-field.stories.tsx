import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaField } from './media-field';

/** A small picture inline, so the story needs no server. */
const picture =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="80" height="80"%3E%3Ccircle cx="40" cy="40" r="30" fill="%23c0392b"/%3E%3C/svg%3E';

const meta = {
  component: MediaField,
  tags: ['autodocs'],
  parameters: {
    states: ['Empty', 'PickAudio', 'Uploading', 'Refused', 'AudioStored', 'ImageStored', 'Dark'],
  },
  args: {
    kind: 'audio',
    label: 'Audio de la pregunta (comprensión auditiva)',
    file: null,
    onPick: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof MediaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PickAudio: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File([new Uint8Array([0xff, 0xfb, 0x90, 0x00])], 'escucha.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(within(canvasElement).getByLabelText(/Audio de la pregunta/), file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
  },
};

export const Uploading: Story = {
  args: { status: { state: 'uploading', progress: 0.4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Subiendo… 40 %');
    await expect(canvas.getByRole('progressbar', { name: 'Subiendo… 40 %' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  },
};

export const Refused: Story = {
  args: {
    file: 'audio-previo.mp3',
    src: 'data:audio/mpeg;base64,',
    status: { state: 'error', message: 'El audio debe ser MP3, OGG o M4A.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('El audio debe ser MP3, OGG o M4A.');
    // The file stored before the refused one is kept.
    await expect(canvasElement.querySelector('audio')).not.toBeNull();
  },
};

export const AudioStored: Story = { args: { file: 'escucha.mp3', src: 'data:audio/mpeg;base64,' } };

export const ImageStored: Story = {
  args: {
    kind: 'image',
    label: 'Pareja 1: imagen (opcional)',
    file: 'manzana.png',
    src: picture,
    imageAlt: 'apple',
  },
};

export const Dark: Story = {
  args: { file: 'escucha.mp3', src: 'data:audio/mpeg;base64,' },
  globals: { theme: 'dark' },
};
