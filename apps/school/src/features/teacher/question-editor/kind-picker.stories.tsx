import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuestionKindPicker, type QuestionKindPickerProps } from './kind-picker';

function Stateful(props: QuestionKindPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuestionKindPicker
      {...props}
      value={value}
      onChange={(kind) => {
        setValue(kind);
        props.onChange(kind);
      }}
    />
  );
}

const meta = {
  component: QuestionKindPicker,
  tags: ['autodocs'],
  parameters: { states: ['Choice', 'PickWithKeyboard', 'Disabled', 'Dark'] },
  render: (args) => <Stateful {...args} />,
  args: { value: 'choice', onChange: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof QuestionKindPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choice: Story = {};

export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Tipo de pregunta'), 'Rellenar huecos');
    await expect(args.onChange).toHaveBeenCalledWith('gaps');
    await expect(canvas.getByText(/Un texto con huecos/)).toBeVisible();
  },
};

export const Disabled: Story = { args: { value: 'speaking', disabled: true } };
export const Dark: Story = { args: { value: 'matching' }, globals: { theme: 'dark' } };
