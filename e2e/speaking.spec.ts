import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { openAs } from './support/api';
import { courseWithKindsTest } from './support/question-kinds';

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

test('a student records a spoken answer in the browser and the test waits for the teacher', async ({
  page,
  request,
}) => {
  const { student, testPath } = await courseWithKindsTest(request, { speaking: true });
  await openAs(page, student, testPath);
  await question(page).getByRole('radio', { name: 'A las 9:15' }).check();

  const speaking = page.getByRole('group', { name: /Describe tu rutina/ });
  await expect(speaking.getByText('Duración máxima: 30 segundos.')).toBeVisible();
  await speaking.getByRole('button', { name: 'Grabar respuesta' }).click();
  await expect(speaking.getByText('Grabando: 2 de 30 segundos')).toBeVisible();
  await speaking.getByRole('button', { name: 'Detener grabación' }).click();
  await expect(speaking.getByText('Tu grabación está guardada.')).toBeVisible();
  await expect(speaking.getByRole('button', { name: 'Grabar de nuevo' })).toBeVisible();
  await expect(page.getByText('Progreso: 2 de 2 preguntas respondidas')).toBeVisible();

  await page.getByRole('button', { name: 'Enviar Test (2/2)' }).click();
  const result = page.getByRole('dialog', { name: '¡Test Enviado!' });
  await expect(result.getByText('pendiente de corrección')).toBeVisible();
});

const question = (page: import('@playwright/test').Page) =>
  page.getByRole('group', { name: /a qué hora sale el tren/ });
