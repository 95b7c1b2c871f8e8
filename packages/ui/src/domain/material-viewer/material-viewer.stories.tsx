import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import { MaterialViewer } from './material-viewer';

const meta = {
  component: MaterialViewer,
  tags: ['autodocs'],
  parameters: { states: ['File', 'Downloading', 'Video', 'NoContent', 'WithTeacherActions'] },
  args: { title: 'Vocabulario: la casa', hasFile: true, fileName: 'vocabulario-casa.pdf', onDownload: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof MaterialViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const File: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Descargar archivo' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};
export const Downloading: Story = { args: { downloading: true } };
export const Video: Story = {
  args: { title: 'Pronunciación de la erre', videoId: 'dQw4w9WgXcQ', hasFile: false },
  // The embed is a cross-origin frame that cannot load offline; the check covers our own markup.
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Vídeo: Pronunciación de la erre');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  },
};
export const NoContent: Story = { args: { hasFile: false, fileName: null } };
export const WithTeacherActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" variant="outline">
          Modificar
        </Button>
        <Button size="sm" variant="danger">
          Eliminar
        </Button>
      </>
    ),
  },
};
export const LongTitle: Story = {
  args: {
    title: 'Guía completa de los tiempos verbales del pasado en inglés con ejemplos y ejercicios resueltos',
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
