import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadProgress } from '../components/upload-progress/upload-progress';
import { CourseStatusBadge } from '../domain/course-status-badge/course-status-badge';
import { DueStatusBadge } from '../domain/due-status-badge/due-status-badge';
import { RoleBadge } from '../domain/role-badge/role-badge';
import { ScoreBadge } from '../domain/score-badge/score-badge';
import { SaveStatus } from '../student/test-runner/save-status';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { UiStringsProvider } from './strings-provider';

const now = new Date('2026-03-10T12:00:00Z');

/** A few components under one provider: every word below comes from the language object it is given. */
const sample = (
  <div className="grid max-w-sm gap-3">
    <div className="flex flex-wrap gap-2">
      <DueStatusBadge now={now} dueDate={new Date('2026-03-08T12:00:00Z')} />
      <DueStatusBadge now={now} dueDate={new Date('2026-03-13T12:00:00Z')} />
      <ScoreBadge score={8.5} />
      <ScoreBadge score={null} />
      <CourseStatusBadge status="active" />
      <RoleBadge userRole="TEACHER" />
    </div>
    <SaveStatus status="offline" />
    <UploadProgress value={0.4} />
  </div>
);

const meta = {
  component: UiStringsProvider,
  tags: ['autodocs'],
  parameters: { states: ['Spanish', 'English', 'German', 'French'] },
  args: { strings: es, children: sample },
} satisfies Meta<typeof UiStringsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vencida (hace 2 días)')).toBeVisible();
    await expect(canvas.getByText('Nota: 8,5 sobre 10')).toBeInTheDocument();
    await expect(canvas.getByText('Subiendo archivo: 40%')).toBeVisible();
  },
};

export const English: Story = {
  args: { strings: en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue (2 days ago)')).toBeVisible();
    await expect(canvas.getByText('Mark: 8.5 out of 10')).toBeInTheDocument();
    await expect(canvas.getByText('Teacher')).toBeVisible();
  },
};

export const German: Story = {
  args: { strings: de },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch 3 Tage')).toBeVisible();
    await expect(canvas.getByText('Note: 8,5 von 10')).toBeInTheDocument();
    await expect(canvas.getByText('Datei wird hochgeladen: 40 %')).toBeVisible();
  },
};

export const French: Story = {
  args: { strings: fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Encore 3 jours')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/Note\s: 8,5 sur 10/);
    await expect(canvas.getByText('En attente')).toBeVisible();
  },
};
