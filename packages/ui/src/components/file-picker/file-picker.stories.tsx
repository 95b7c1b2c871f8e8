import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../field/field';
import { FilePicker } from './file-picker';

const meta = {
  component: FilePicker,
  tags: ['autodocs'],
  parameters: { states: ['Empty', 'Chosen', 'PageWords', 'PageWordsChosen', 'Invalid', 'Disabled'] },
  args: { accept: '.pdf,.docx', onChange: fn() },
  render: (args) => (
    <Field label="Archivo adjunto" hint="PDF o DOCX. Máximo 10MB." className="max-w-md">
      <FilePicker {...args} />
    </Field>
  ),
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spanish texts whatever the browser's language; the input is reached with Tab and opened with the label. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Archivo adjunto/);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(canvas.getByText('Elegir archivo')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/Ningún archivo seleccionado/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input as HTMLInputElement, new File(['hola'], 'redaccion.pdf'));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Chosen: Story = {
  args: { fileName: 'redaccion-unidad-3.pdf' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Archivo adjunto/);
    await expect(input).toHaveAccessibleDescription(/redaccion-unidad-3\.pdf/);
  },
};

/** A page that names what to choose, and says nothing is there its own way (the teacher's media field). */
export const PageWords: Story = {
  args: { chooseLabel: 'Elegir audio', noneLabel: 'Ningún archivo subido' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Elegir audio')).toBeVisible();
    await expect(canvas.getByLabelText(/Archivo adjunto/)).toHaveAccessibleDescription(
      /Ningún archivo subido/,
    );
  },
};

/** A page that says more than the file's name once it is chosen (the hand-in form). */
export const PageWordsChosen: Story = {
  args: { fileName: 'redaccion.pdf', chosenLabel: (name) => `Archivo seleccionado: ${name}` },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Archivo adjunto/);
    await expect(input).toHaveAccessibleDescription(/Archivo seleccionado: redaccion\.pdf/);
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Archivo adjunto" error="Debes adjuntar un archivo" required className="max-w-md">
      <FilePicker {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Archivo adjunto/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Debes adjuntar un archivo/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, fileName: 'tema-1.pdf' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Archivo adjunto/)).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
