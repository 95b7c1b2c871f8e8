import type { MeResponse } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { browserTimeZone } from '../school-time';
import { schoolTimeZoneQuery } from '../session/use-school-time-zone';
import { SchoolTimeNote } from './school-time-note';

/** A signed-in page's cache as the layout leaves it: GET /auth/me answered with the school's zone. */
function withSchoolIn(timeZone: () => string) {
  return (Story: () => React.ReactNode) => {
    const client = new QueryClient();
    const me: MeResponse = {
      id: 7,
      username: 'ana',
      name: 'Ana',
      surname: 'García',
      email: 'ana@example.com',
      roles: ['STUDENT'],
      locale: 'es',
      timeZone: timeZone(),
    };
    client.setQueryData(schoolTimeZoneQuery().queryKey, me);
    return (
      <QueryClientProvider client={client}>
        <Story />
      </QueryClientProvider>
    );
  };
}

const meta = {
  component: SchoolTimeNote,
  tags: ['autodocs'],
  parameters: { states: ['OtherClock', 'SameClock'] },
} satisfies Meta<typeof SchoolTimeNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A school whose clock is not the viewer's: Auckland's is never the browser's here (the stories run on a
 * machine in UTC or in Europe), so the note names the school's hours.
 */
export const OtherClock: Story = {
  decorators: [withSchoolIn(() => 'Pacific/Auckland')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Horas de Auckland \(/)).toBeVisible();
  },
};

/** The viewer keeps the school's clock: nothing is said. */
export const SameClock: Story = {
  decorators: [withSchoolIn(browserTimeZone)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Horas de/)).toBeNull();
  },
};
