import { expect, type Locator, type Page, test } from '@playwright/test';
import { openAs } from './support/api';
import { courseWithKindsTest, expectMediaLoads, savedDraft } from './support/question-kinds';

const question = (page: Page, text: string | RegExp) => page.getByRole('group', { name: text });

/** Chooses an option of a native list with the arrow keys only, from wherever its focus is. */
async function chooseByKeyboard(select: Locator, option: string) {
  const options = await select.locator('option').allTextContents();
  const current = options.indexOf((await select.locator('option:checked').textContent()) ?? '');
  const target = options.indexOf(option);
  await select.focus();
  const key = target > current ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(target - current); i++) await select.press(key);
  await expect(select.locator('option:checked')).toHaveText(option);
}

/** Puts the ordering's items in `wanted` order with the 'Subir' buttons, pressed with Enter. */
async function orderByKeyboard(part: Locator, wanted: string[]) {
  for (const [position, item] of wanted.entries()) {
    const texts = async () =>
      (await part.getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[1]?.trim() ?? t);
    let at = (await texts()).indexOf(item);
    while (at > position) {
      await part.getByRole('button', { name: `Subir «${item}»` }).focus();
      await part.page().keyboard.press('Enter');
      await expect(part.getByText(new RegExp(`«${item}» ahora en la posición ${at}`))).toBeAttached();
      at -= 1;
    }
  }
  await expect(part.getByRole('listitem')).toHaveText(wanted.map((w) => new RegExp(`^\\d+\\.\\s*${w}`)));
}

test('a student answers half, reloads, finds the answers, finishes by keyboard and gets partial credit', async ({
  page,
  request,
}) => {
  const { student, testId, testPath } = await courseWithKindsTest(request);
  await openAs(page, student, testPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Test de repaso: todos los tipos' }),
  ).toBeVisible();
  await expect(page.getByText('Progreso: 0 de 6 preguntas respondidas')).toBeVisible();

  // The listening prompt: native controls and its transcript.
  const listening = question(page, /a qué hora sale el tren/);
  await expectMediaLoads(listening.getByLabel('Audio de la pregunta'));
  await expectMediaLoads(question(page, /Relaciona/).locator('img'));
  await listening.getByText('Transcripción').click();
  await expect(listening.getByText('The train to Oxford leaves at nine fifteen.')).toBeVisible();

  // Half the test: choice, multiple choice (one right tick of two), the gaps (one right, one wrong).
  await listening.getByRole('radio', { name: 'A las 9:15' }).check();
  await question(page, /verbos irregulares/)
    .getByRole('checkbox', { name: 'go' })
    .check();
  const gaps = question(page, /Completa el texto/);
  await gaps.getByRole('textbox', { name: 'Hueco 1' }).fill('Lived ');
  await gaps.getByRole('combobox', { name: 'Hueco 2' }).selectOption('for');
  await expect(page.getByText('Progreso: 3 de 6 preguntas respondidas')).toBeVisible();
  await expect(page.getByText('Guardado', { exact: true })).toBeVisible();
  await expect.poll(async () => (await savedDraft(request, student, testId)).answers.length).toBe(3);

  // A reload (or another device) continues where the student was.
  await page.reload();
  await expect(page.getByText('Progreso: 3 de 6 preguntas respondidas')).toBeVisible();
  await expect(question(page, /a qué hora/).getByRole('radio', { name: 'A las 9:15' })).toBeChecked();
  await expect(question(page, /verbos irregulares/).getByRole('checkbox', { name: 'go' })).toBeChecked();
  await expect(question(page, /Completa el texto/).getByRole('textbox', { name: 'Hueco 1' })).toHaveValue(
    'Lived ',
  );
  await expect(question(page, /Completa el texto/).getByRole('combobox', { name: 'Hueco 2' })).toHaveValue(
    'for',
  );

  // Matching and ordering with the keyboard only; one pair right of three, the order all right.
  const matching = question(page, /Relaciona/);
  await chooseByKeyboard(matching.getByRole('combobox', { name: 'Pareja de «dog»' }), 'perro');
  await chooseByKeyboard(matching.getByRole('combobox', { name: 'Pareja de «house»' }), 'pan');
  await chooseByKeyboard(matching.getByRole('combobox', { name: 'Pareja de «bread»' }), 'casa');
  await orderByKeyboard(question(page, /Ordena las palabras/), ['She', 'goes', 'to', 'school']);
  await question(page, /biblioteca/)
    .getByRole('textbox', { name: 'Tu respuesta' })
    .fill('  LIBRARY ');
  await expect(page.getByText('Progreso: 6 de 6 preguntas respondidas')).toBeVisible();

  await page.getByRole('button', { name: 'Enviar Test (6/6)' }).click();
  // 1 + ½ (one right tick of two) + ½ (one gap of two) + ⅓ (one pair of three) + 1 + 1 = 4⅓ of 6 → 7,2.
  const result = page.getByRole('dialog', { name: '¡Test Completado y Corregido!' });
  await expect(result.getByText('7,2 sobre 10')).toBeAttached();
});

test('a student orders the words and pairs a word by dragging with the mouse', async ({ page, request }) => {
  const { student, testPath } = await courseWithKindsTest(request);
  await openAs(page, student, testPath);

  // Each word dragged onto the place it belongs: the others make room, and the move is announced.
  const ordering = question(page, /Ordena las palabras/);
  const wanted = ['She', 'goes', 'to', 'school'];
  // The order is read once the list is there: read while 'Cargando preguntas...' still shows, it is empty,
  // and the journey would drag the first word onto itself, which is no drag at all.
  await expect(ordering.getByRole('listitem')).toHaveCount(wanted.length);
  const words = async () =>
    (await ordering.getByRole('listitem').allTextContents()).map(
      (t) => /^\d+\.\s*(.*?)\s*Subir/.exec(t)?.[1],
    );
  for (const [position, word] of wanted.entries()) {
    if ((await words()).indexOf(word) === position) continue;
    const item = ordering.getByRole('listitem').filter({ hasText: new RegExp(`^\\d+\\.\\s*${word}`) });
    await item.dragTo(ordering.getByRole('listitem').nth(position));
    await expect(ordering.getByText(`«${word}» ahora en la posición ${position + 1} de 4`)).toBeAttached();
  }
  await expect(ordering.getByRole('listitem')).toHaveText(wanted.map((w) => new RegExp(`^\\d+\\.\\s*${w}`)));
  await expect(page.getByText('Progreso: 1 de 6 preguntas respondidas')).toBeVisible();

  // A translation dragged onto its word is chosen in that word's list.
  const matching = question(page, /Relaciona/);
  const dog = matching.getByRole('combobox', { name: 'Pareja de «dog»' });
  await matching.locator('li[draggable="true"]', { hasText: 'perro' }).dragTo(dog);
  await expect(dog.locator('option:checked')).toHaveText('perro');
});

test('answers given offline wait in the browser and reach the server when the network returns', async ({
  page,
  request,
  context,
}) => {
  const { student, testId, testPath } = await courseWithKindsTest(request);
  await openAs(page, student, testPath);
  const short = question(page, /biblioteca/).getByRole('textbox', { name: 'Tu respuesta' });
  await short.fill('librery');
  await expect(page.getByText('Guardado', { exact: true })).toBeVisible();

  await context.setOffline(true);
  await expect(
    page.getByText('Sin conexión: tus respuestas se guardarán al volver la conexión'),
  ).toBeVisible();
  await short.fill('library');
  await question(page, /a qué hora/)
    .getByRole('radio', { name: 'A las 9:50' })
    .check();
  await expect(question(page, /biblioteca/).getByText('Sin conexión', { exact: true })).toBeVisible();
  const kept = await savedDraft(request, student, testId);
  expect(kept.answers).toEqual([expect.objectContaining({ text: 'librery' })]);

  await context.setOffline(false);
  await expect(page.getByText('Guardado', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await savedDraft(request, student, testId)).answers)
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: 'library' }),
        expect.objectContaining({ selectedOptionId: expect.any(Number) }),
      ]),
    );
});
