import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { bearer, type Session } from './api';

export interface CourseDraft {
  name: string;
  description: string;
  level?: 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';
  type?: 'INTENSIVO' | 'GRUPAL' | 'FLEXIBLE';
  language?: 'en' | 'es' | 'de' | 'fr';
}

/**
 * A teacher creates a course through the API, exactly as the teacher panel's form does (spec, "The calls it
 * makes").
 */
export async function createCourseAsTeacher(
  request: APIRequestContext,
  teacher: Session,
  draft: CourseDraft,
) {
  const response = await request.post('/api/teacher/create-course', {
    params: { teacherUsername: teacher.username },
    headers: bearer(teacher),
    data: {
      name: draft.name,
      description: draft.description,
      level: draft.level ?? 'B1',
      type: draft.type ?? 'INTENSIVO',
      language: draft.language,
      completedAt: null,
      approved: false,
      completed: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string; approved: boolean; completed: boolean };
}

/** Opens a section of the panel from the sidebar, as an administrator would. */
export async function openSection(page: Page, title: string) {
  await page
    .getByRole('navigation', { name: 'Secciones de administración' })
    .getByRole('link', { name: title })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/**
 * Types in the section's search box. The list answers after a short pause: callers wait on what they expect
 * to see (a row, the empty message), which Playwright's assertions retry until it appears.
 */
export async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

/** The table row of a course (desktop layout). */
export function courseRow(page: Page, name: string): Locator {
  return page.getByRole('row', { name: new RegExp(name) });
}

/** The number on a statistics card ('1.234' → 1234). */
export async function statCard(page: Page, label: string): Promise<number> {
  const card = page
    .locator('[data-slot="stat-card"]')
    .filter({ has: page.getByText(label, { exact: true }) });
  const text = (await card.locator('dd').first().textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** One language's number in a bar chart of the statistics section. */
export async function barValue(page: Page, chart: string, language: string): Promise<number> {
  const row = page.getByRole('figure', { name: chart }).getByRole('listitem').filter({ hasText: language });
  return Number(await row.getAttribute('data-value'));
}

export async function readStatistics(page: Page) {
  await expect(page.locator('[data-slot="statistics-dashboard"][data-state="ready"]')).toBeVisible();
  return {
    totalCourses: await statCard(page, 'Total de cursos'),
    active: await statCard(page, 'Cursos activos'),
    completed: await statCard(page, 'Cursos finalizados'),
    pending: await statCard(page, 'Cursos pendientes'),
    totalTeachers: await statCard(page, 'Total de profesores'),
    frenchCourses: await barValue(page, 'Cursos por idioma', 'Francés'),
    frenchTeachers: await barValue(page, 'Profesores por idioma', 'Francés'),
  };
}
