import type { Page } from '@playwright/test';

let counter = 0;

/** A person nobody has registered yet in this run's database. */
export function newPerson(prefix: string) {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return {
    name: 'Lucía',
    surname: 'Martín',
    username: id,
    email: `${id}@Aula.Test`,
    password: 'clave-segura-123',
  };
}

export type Person = ReturnType<typeof newPerson>;

export async function fillRegistration(page: Page, person: Partial<Person> & { confirm?: string }) {
  if (person.name !== undefined) await page.getByLabel('Nombre', { exact: true }).fill(person.name);
  if (person.surname !== undefined) await page.getByLabel('Apellido').fill(person.surname);
  if (person.username !== undefined) await page.getByLabel('Nombre de usuario').fill(person.username);
  if (person.email !== undefined) await page.getByLabel('Correo electrónico').fill(person.email);
  if (person.password !== undefined)
    await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
  if (person.confirm !== undefined) await page.getByLabel('Confirmar contraseña').fill(person.confirm);
}

export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}
