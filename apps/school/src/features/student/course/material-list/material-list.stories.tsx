import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  expectNoHorizontalOverflow,
  inPanelColumn,
  narrowViewports,
  phone320,
} from '../../../../../../../.storybook/story-fixtures';
import { MaterialList } from './material-list';
import type { MaterialListItem } from './split-materials';

const materials: MaterialListItem[] = [
  { id: 1, title: 'Vocabulario: la casa', hasFile: true, fileName: 'vocabulario-casa.pdf' },
  { id: 2, title: 'Pronunciación de la erre', hasFile: false, videoId: 'dQw4w9WgXcQ' },
  { id: 3, title: 'Gramática: pasado simple', hasFile: true, fileName: 'pasado-simple.pdf' },
];

const meta = {
  component: MaterialList,
  tags: ['autodocs'],
  args: { materials, onDownload: fn() },
  // The embeds are cross-origin frames that cannot load offline; the check covers our own markup.
  parameters: {
    states: ['DocumentsAndVideos', 'OnlyDocuments', 'Downloading', 'Empty', 'Phone320'],
    ...narrowViewports,
    a11y: { options: { iframes: false } },
  },
} satisfies Meta<typeof MaterialList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DocumentsAndVideos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const documents = canvas.getByRole('region', { name: /Documentos PDF/ });
    await expect(within(documents).getAllByRole('listitem')).toHaveLength(2);
    const videos = canvas.getByRole('region', { name: /Vídeos/ });
    await expect(within(videos).getByTitle('Vídeo: Pronunciación de la erre')).toBeInTheDocument();
    await userEvent.click(
      within(documents).getAllByRole('button', { name: 'Descargar archivo' })[0] as HTMLElement,
    );
    await expect(args.onDownload).toHaveBeenCalledWith(materials[0]);
  },
};

export const OnlyDocuments: Story = {
  args: { materials: materials.filter((m) => !m.videoId) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay vídeos en este curso.')).toBeVisible();
  },
};

export const Downloading: Story = { args: { downloadingId: 1 } };

export const Empty: Story = {
  args: { materials: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay materiales disponibles.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** At 320 px wide nothing makes the page scroll sideways, and every control is at least 24 × 24 px. */
export const Phone320: Story = {
  globals: phone320,
  decorators: [inPanelColumn],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
