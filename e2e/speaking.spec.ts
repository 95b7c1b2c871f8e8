import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { openAs } from './support/api';
import { courseWithKindsTest, expectMediaLoads } from './support/question-kinds';

// Only here: Chromium's fake microphone (a tone) and an allowed permission prompt, so MediaRecorder records.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

test('a student hears the prompt, records and hears the answer; the test waits for the teacher, who hears it', async ({
  page,
  request,
}) => {
  const { student, teacher, testPath } = await courseWithKindsTest(request, { speaking: true });
  await openAs(page, student, testPath);
  // Every player loads under the server's real headers (its Content-Security-Policy included).
  await expectMediaLoads(question(page).getByLabel('Audio de la pregunta'));
  await question(page).getByRole('radio', { name: 'A las 9:15' }).check();

  const speaking = page.getByRole('group', { name: /Describe tu rutina/ });
  await expect(speaking.getByText('Duración máxima: 30 segundos.')).toBeVisible();
  await speaking.getByRole('button', { name: 'Grabar respuesta' }).click();
  await expect(speaking.getByText('Grabando: 2 de 30 segundos')).toBeVisible();
  await speaking.getByRole('button', { name: 'Detener grabación' }).click();
  await expect(speaking.getByText('Tu grabación está guardada.')).toBeVisible();
  await expectMediaLoads(speaking.getByLabel('Tu grabación está guardada.'));
  await expect(speaking.getByRole('button', { name: 'Grabar de nuevo' })).toBeVisible();
  await expect(page.getByText('Progreso: 2 de 2 preguntas respondidas')).toBeVisible();

  await page.getByRole('button', { name: 'Enviar Test (2/2)' }).click();
  const result = page.getByRole('dialog', { name: '¡Test Enviado!' });
  await expect(result.getByText('pendiente de corrección')).toBeVisible();

  await openAs(page, teacher, '/teacher?seccion=tareas-entregadas');
  await page
    .getByRole('list', { name: /Pendientes de evaluar/ })
    .getByRole('button', { name: /Evaluar «Test oral: mi rutina»/ })
    .click();
  await expectMediaLoads(page.getByRole('dialog', { name: 'Evaluar test' }).locator('audio[controls]'));
});

const question = (page: import('@playwright/test').Page) =>
  page.getByRole('group', { name: /a qué hora sale el tren/ });
