import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { draftsFromQuestions } from '../../question-editor/question-drafts';
import { ActivityForm, type ActivityFormValues } from './activity-form';

const storedTest: ActivityFormValues = {
  type: 'TEST',
  title: 'Test de vocabulario',
  description: 'Elige la traducción correcta.',
  dueDate: '2030-03-20T18:00',
  questions: draftsFromQuestions([
    {
      id: 1,
      text: 'Dog',
      options: [
        { id: 1, text: 'Perro', correct: true },
        { id: 2, text: 'Gato', correct: false },
      ],
    },
  ]),
};

const meta = {
  component: ActivityForm,
  tags: ['autodocs'],
  parameters: {
    states: [
      'CreateTask',
      'CreateTest',
      'CreateRequiredFields',
      'CreateSubmitting',
      'CreateSaveError',
      'EditTask',
      'EditTest',
      'EditSaveError',
      'EditTestLateAttempts',
      'WaitsForUpload',
    ],
  },
  args: { mode: 'create', onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof ActivityForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateTask: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Título/), 'Redacción');
    await userEvent.type(canvas.getByLabelText(/Fecha límite/), '20/03/2030 18:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear actividad' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'TASK',
        title: 'Redacción',
        description: '',
        dueDate: '2030-03-20T18:00',
      }),
    );
    // Only a test closes at its due date.
    await expect(canvas.queryByRole('checkbox', { name: /Permitir intentos/ })).toBeNull();
  },
};

export const CreateRequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear actividad' }));
    await expect(canvas.getByText('El título es obligatorio')).toBeVisible();
    await expect(canvas.getByText('La fecha límite es obligatoria')).toBeVisible();
    await expect(canvas.getByLabelText(/Título/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CreateTest: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Test' }));
    await userEvent.type(canvas.getByLabelText(/Título/), 'Test 1');
    await userEvent.type(canvas.getByLabelText(/Fecha límite/), '20/03/2030 18:00');
    await userEvent.type(canvas.getByLabelText(/Texto de la pregunta/), '¿Capital de Francia?');
    await userEvent.type(canvas.getByLabelText('Opción A'), 'París');
    await userEvent.type(canvas.getByLabelText('Opción B'), 'Roma');
    await userEvent.click(canvas.getByRole('radio', { name: 'La opción A es la correcta' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Crear actividad' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as ActivityFormValues;
    await expect(values.questions[0]?.options.map((o) => [o.text, o.correct])).toEqual([
      ['París', true],
      ['Roma', false],
    ]);
  },
};

export const CreateSaveError: Story = {
  args: { error: 'Error guardando la actividad: Debe haber al menos 2 opciones' },
};
export const CreateSubmitting: Story = {
  args: { submitting: true, defaultValues: { title: 'Redacción', dueDate: '2030-03-20T18:00' } },
};

export const EditTest: Story = {
  args: { mode: 'edit', defaultValues: storedTest },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: 'Test' })).toBeNull();
    await expect(canvas.getByText(/no se puede cambiar/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'La opción A es correcta' })).toBeChecked();
  },
};

/** A test may stay open after its due date (decision 103): the teacher ticks it, the values carry it. */
export const EditTestLateAttempts: Story = {
  args: { mode: 'edit', defaultValues: storedTest },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const late = canvas.getByRole('checkbox', { name: 'Permitir intentos fuera de plazo' });
    await expect(late).not.toBeChecked();
    await userEvent.click(late);
    await expect(late).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ allowLateAttempts: true }));
  },
};

export const EditMessagesInOneList: Story = {
  args: { mode: 'edit', defaultValues: storedTest },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/Título/));
    await userEvent.clear(canvas.getByLabelText(/Descripción/));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'La opción A es correcta' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    const alert = canvas.getByRole('alert');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'El título es obligatorio',
      'La descripción es obligatoria',
      'Debe marcar al menos una respuesta correcta',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EditSaveError: Story = {
  args: {
    mode: 'edit',
    defaultValues: storedTest,
    error: 'Error al guardar los cambios. Por favor, inténtalo de nuevo.',
  },
};

export const EditTask: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      type: 'TASK',
      title: 'Redacción',
      description: 'Escribe 200 palabras.',
      dueDate: '2030-03-20T18:00',
    },
  },
};

export const Dark: Story = { args: { mode: 'edit', defaultValues: storedTest }, globals: { theme: 'dark' } };

export const WaitsForUpload: Story = {
  args: {
    media: {
      upload: (_file, _kind, onProgress) => {
        onProgress(0.25);
        return new Promise(() => {});
      },
      url: () => null,
      failure: () => 'No se pudo subir el archivo.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Test' }));
    const audio = new File([new Uint8Array([0xff, 0xfb, 0x90, 0x00])], 'escucha.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(canvas.getByLabelText(/Audio de la pregunta/), audio);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Subiendo… 25 %');
    // The audio is not in the question yet: saving waits for it.
    await expect(canvas.getByRole('button', { name: 'Crear actividad' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
