import { expect, type Page, test } from '@playwright/test';
import { verificationLinkFor } from './support/outbox';
import { fillRegistration, logIn, newPerson, type Person } from './support/users';

async function register(page: Page, person: Person, role: 'Alumno' | 'Profesor') {
  await page.goto('/register');
  await fillRegistration(page, { ...person, confirm: person.password });
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Ir al inicio de sesión' })).toBeVisible();
}

async function verify(page: Page, person: Person) {
  await page.goto(await verificationLinkFor(person.email));
  await expect(page.getByText('Tu cuenta ha sido verificada exitosamente')).toBeVisible();
}

test('a new Alumno registers, verifies from the e-mail, logs in and lands on /student', async ({ page }) => {
  const student = newPerson('alumno');
  await register(page, student, 'Alumno');

  // Logging in before verifying gives the unverified-account warning, only after the right password.
  await logIn(page, student.username, student.password);
  await expect(page.getByText('Cuenta no verificada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrarse de nuevo' })).toBeVisible();

  await verify(page, student);
  await logIn(page, student.username, student.password);
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByText('Panel del estudiante')).toBeVisible();

  // The stored session of the spec's "Entities and their fields".
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    username: localStorage.getItem('username'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.username).toBe(student.username);
  expect(stored.user).toMatchObject({
    name: student.name,
    surname: student.surname,
    username: student.username,
    email: student.email.toLowerCase(),
    roles: ['STUDENT'],
    courses: [],
  });

  // The verification link is single use.
  await page.goto(await verificationLinkFor(student.email));
  await expect(page.getByText('Error al verificar la cuenta.').or(page.getByText(/inválido/))).toBeVisible();

  // Logout clears storage and goes to /login.
  await page.goto('/student');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('a Profesor lands on /teacher and the administrator on /admin', async ({ page }) => {
  const teacher = newPerson('profe');
  await register(page, teacher, 'Profesor');
  await verify(page, teacher);
  await logIn(page, teacher.username, teacher.password);
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByText('Panel del profesor')).toBeVisible();

  await logIn(page, 'admin', 'admin-e2e-password');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Panel de administración')).toBeVisible();
});

test('each panel refuses a visitor without the role with the spec message', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Acceso denegado - Debes iniciar sesión como administrador.')).toBeVisible();
  await page.goto('/student');
  await expect(page.getByText('Debes iniciar sesión como estudiante.')).toBeVisible();
  await page.goto('/teacher');
  await expect(page.getByText('No tienes permisos para acceder a esta página.')).toBeVisible();
});

test('registration shows the first failing message (spec, "Validation rules"), in order, and keeps the input', async ({
  page,
}) => {
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Registrarse', exact: true });
  const alert = page.getByRole('alert');
  const steps: [Parameters<typeof fillRegistration>[1], string][] = [
    [{}, 'El nombre es obligatorio'],
    [{ name: 'L' }, 'El apellido es obligatorio'],
    [{ surname: 'M' }, 'El nombre de usuario es obligatorio'],
    [{ username: 'lu' }, 'El correo electrónico es obligatorio'],
    [{ email: 'lucia' }, 'La contraseña es obligatoria'],
    [{ password: '123' }, 'Debes confirmar la contraseña'],
    [{ confirm: '124' }, 'El formato del correo electrónico no es válido'],
    [{ email: 'lucia@aula.test' }, 'El nombre debe tener al menos 2 caracteres'],
    [{ name: 'Lu' }, 'El apellido debe tener al menos 2 caracteres'],
    [{ surname: 'Ma' }, 'El nombre de usuario debe tener al menos 3 caracteres'],
    [{ username: 'luc' }, 'La contraseña debe tener al menos 6 caracteres'],
    [{ password: '123456' }, 'Las contraseñas no coinciden'],
  ];
  for (const [change, message] of steps) {
    await fillRegistration(page, change);
    await submit.click();
    await expect(alert).toContainText(message);
  }
  // Nothing typed is lost on an error.
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('lucia@aula.test');
  await expect(page.getByLabel('Nombre de usuario')).toHaveValue('luc');
  // The inputs carry the spec's maximum lengths.
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveAttribute('maxlength', '50');
  await expect(page.getByLabel('Apellido')).toHaveAttribute('maxlength', '50');
  await expect(page.getByLabel('Nombre de usuario')).toHaveAttribute('maxlength', '30');
});

test('a taken username gets the server error and the form keeps its values', async ({ page }) => {
  const first = newPerson('dup');
  await register(page, first, 'Alumno');
  await page.goto('/register');
  await fillRegistration(page, { ...first, email: `otro.${first.email}`, confirm: first.password });
  await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('El nombre de usuario ya está en uso.');
  await expect(page.getByLabel('Nombre de usuario')).toHaveValue(first.username);
});

test('login messages: wrong password and unknown user read the same', async ({ page }) => {
  await logIn(page, 'nadie-por-aqui', 'lo-que-sea');
  await expect(page.getByRole('alert')).toContainText(
    'Credenciales incorrectas. Verifica tu usuario y contraseña.',
  );
  await logIn(page, 'admin', 'contraseña-equivocada');
  await expect(page.getByRole('alert')).toContainText(
    'Credenciales incorrectas. Verifica tu usuario y contraseña.',
  );
});

test('verification page: no token, an unknown token', async ({ page }) => {
  await page.goto('/verify');
  await expect(page.getByText('Token de verificación no encontrado en la URL.')).toBeVisible();
  await page.goto('/verify?token=no-existe');
  await expect(page.getByText('Token de verificación inválido o ya utilizado.')).toBeVisible();
});
