import * as forms from '@aula/forms';
import { ADMIN_MESSAGES, wrongStateMessage } from '../../src/admin/messages';
import { AUTH_MESSAGES } from '../../src/auth/messages';
import { TWO_FACTOR_ANSWERS } from '../../src/auth/two-factor/messages';
import { CALENDAR_SERVER_MESSAGES } from '../../src/calendar/messages';
import { ATTENDANCE_SERVER_MESSAGES } from '../../src/classes/attendance-routes';
import { CLASS_SERVER_MESSAGES } from '../../src/classes/messages';
import { STUDENT_MESSAGES } from '../../src/courses/student-messages';
import { TEACHER_SERVER_MESSAGES } from '../../src/courses/teacher-messages';
import { ERROR_MESSAGES } from '../../src/errors';
import { MEDIA_MESSAGES } from '../../src/questions/test-media';
import { tooManyAttemptsMessage } from '../../src/rate-limit/attempts';

/**
 * The Spanish error texts the server can answer, collected from where they are defined: the server's own
 * message modules and every `*_MESSAGES` object of @aula/forms (whose schemas validate the bodies). A
 * message found in none of them must be one of zod's Spanish templates (the es locale, for a generic type
 * error) filled with Spanish words; anything else fails the fuzzer.
 */

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const formMessages = Object.entries(forms)
  .filter(([name]) => name.endsWith('_MESSAGES'))
  .flatMap(([, value]) => stringsOf(value));

const statuses = ['pending', 'active', 'completed'] as const;

export const KNOWN_ERROR_MESSAGES: ReadonlySet<string> = new Set([
  ...stringsOf(ERROR_MESSAGES),
  ...stringsOf(AUTH_MESSAGES),
  ...stringsOf(TWO_FACTOR_ANSWERS),
  ...stringsOf(ADMIN_MESSAGES),
  ...Object.values(wrongStateMessage).flatMap((message) => statuses.map((status) => message(status))),
  ...stringsOf(STUDENT_MESSAGES),
  ...stringsOf(TEACHER_SERVER_MESSAGES),
  ...stringsOf(CLASS_SERVER_MESSAGES),
  ...stringsOf(CALENDAR_SERVER_MESSAGES),
  ...stringsOf(ATTENDANCE_SERVER_MESSAGES),
  ...stringsOf(MEDIA_MESSAGES),
  // A day of possible waits after too many attempts.
  ...Array.from({ length: 24 * 60 }, (_, i) => tooManyAttemptsMessage((i + 1) * 60_000)),
  ...formMessages,
]);

// zod's es locale (zod/v4/locales/es.js), with its slots limited to the Spanish names it fills in.
const TYPE =
  '(texto|número|booleano|arreglo|objeto|fecha|nulo|indefinido|NaN|número grande|conjunto|mapa|función|símbolo|archivo)';
const ZOD_SPANISH = [
  new RegExp(`^Entrada inválida: se esperaba ${TYPE}, recibido ${TYPE}$`),
  /^Entrada inválida$/,
  /^Opción inválida: se esperaba una de [\w"|]+$/,
  new RegExp(
    `^Demasiado (grande|pequeño): se esperaba que ${TYPE} (fuera|tuviera) [<>]=?-?\\d+( caracteres| elementos)?$`,
  ),
  /^Inválido (fecha y hora ISO|fecha ISO|dirección de correo electrónico|URL)$/,
  // When a live class's join opens (classes/messages.ts).
  /^La clase se abre el [a-záéíóúñ]+, \d{1,2} de [a-z]+ a las \d{2}:\d{2}\.$/,
];

/** Words and shapes that give away an English, leaked or internal message. */
const LEAKS =
  /\b(error:|invalid|expected|received|undefined|must|should|required|not found|unexpected|SQL|select|insert|update|delete from|relation|column|syntax|constraint|stack|TypeError|RangeError|Fastify|FST_|ECONN)\b|\bat \S+ \(|\n\s+at |node_modules|\/src\//i;

/** Why `message` is not an answer the server may give, or undefined when it is one. */
export function notSpanish(message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return `not a message: ${JSON.stringify(message)}`;
  if (LEAKS.test(message)) return `leaks English or internals: ${message}`;
  if (KNOWN_ERROR_MESSAGES.has(message)) return undefined;
  if (ZOD_SPANISH.some((pattern) => pattern.test(message))) return undefined;
  return `not one of the server's Spanish messages: ${message}`;
}
