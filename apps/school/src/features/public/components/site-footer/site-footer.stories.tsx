import type { Meta, StoryObj } from '@storybook/react-vite';
import { AtSignIcon, CameraIcon, PlayIcon } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { navigate, previewLink } from '../../../../../../../.storybook/link-fixtures';
import { NewsletterForm } from '../newsletter-form/newsletter-form';
import { footerGroups } from '../story-fixtures';
import { SiteFooter } from './site-footer';

const meta = {
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: {
    states: ['Wide', 'Small'],
    layout: 'fullscreen',
  },
  args: {
    newsletter: (
      <section aria-labelledby="boletin" className="grid gap-3">
        <h2 id="boletin" className="font-semibold text-lg">
          Suscríbete a nuestro boletín
        </h2>
        <NewsletterForm />
      </section>
    ),
    groups: footerGroups,
    social: [
      { label: 'Aula en Instagram', href: 'https://www.instagram.com/', icon: <CameraIcon /> },
      { label: 'Aula en YouTube', href: 'https://www.youtube.com/', icon: <PlayIcon /> },
      { label: 'Aula en Threads', href: 'https://www.threads.net/', icon: <AtSignIcon /> },
    ],
    copyright: '© 2025 Aula. Todos los derechos reservados.',
    renderLink: previewLink,
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  globals: { viewport: { value: 'escritorio', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pie de página' });
    await expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Compañía', 'Idiomas', 'Contacto', 'Legal']);
    await expect(within(nav).getAllByRole('link')).toHaveLength(12);
    await expect(
      within(canvas.getByRole('list', { name: 'Redes sociales' })).getAllByRole('link'),
    ).toHaveLength(3);
    await expect(canvas.getByText('© 2025 Aula. Todos los derechos reservados.')).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'Blog' }));
    await expect(navigate).toHaveBeenCalledWith('/blog');
  },
};

export const WideDark: Story = { ...Wide, globals: { ...Wide.globals, theme: 'dark' } };

/** On a phone the groups stack two by two under the newsletter. */
export const Small: Story = {
  globals: { viewport: { value: 'movil', isRotated: false } },
  play: async ({ canvas }) => {
    const [company, languages, contact] = within(canvas.getByRole('navigation')).getAllByRole('heading');
    if (!company || !languages || !contact) throw new Error('faltan grupos');
    await expect(company.getBoundingClientRect().top).toBe(languages.getBoundingClientRect().top);
    await expect(contact.getBoundingClientRect().top).toBeGreaterThan(company.getBoundingClientRect().top);
  },
};

export const SmallDark: Story = { ...Small, globals: { ...Small.globals, theme: 'dark' } };
