/**
 * Demo school, loaded once when SEED_DEMO=1 (skipped when its first teacher already exists).
 * Every demo account is verified and uses the password `aula-demo-2025`.
 *
 * Teachers (TEACHER):
 *   prof.emma    Emma Thompson      Inglés
 *   prof.james   James Wilson       Inglés
 *   prof.claire  Claire Dubois      Francés
 *   prof.louis   Louis Martin       Francés
 *   prof.lucia   Lucía Fernández    Español (also STUDENT: she studies German, to try both panels)
 *   prof.lukas   Lukas Schneider    Alemán
 *
 * Students (STUDENT):
 *   ana.garcia, carlos.lopez, maria.martinez, javier.sanchez, laura.gomez,
 *   pablo.ruiz, sofia.diaz, diego.moreno, elena.navarro, miguel.torres
 *
 * The administrator is not part of the demo: it is the first administrator created at start
 * (ADMIN_USERNAME/ADMIN_PASSWORD/ADMIN_EMAIL, or 'admin' with a password printed once).
 *
 * Courses cover every state (pending, active, finished), every level A1–C2 and every type. Dates are
 * relative to the day of seeding, so "due in 3 days" stays true on a fresh demo.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type ActivityType,
  activities,
  activityResults,
  type CourseLevel,
  type CourseType,
  courses,
  enrolments,
  type Language,
  materials,
  options,
  questions,
  type Role,
  testAnswers,
  userRoles,
  users,
} from '../db/schema';
import type { FileStorage } from '../files/storage';
import { hashPassword } from '../security/passwords';
import { samplePdf } from './sample-pdf';

export const DEMO_PASSWORD = 'aula-demo-2025';

const TEACHERS = [
  { username: 'prof.emma', name: 'Emma', surname: 'Thompson', roles: ['TEACHER'] },
  { username: 'prof.james', name: 'James', surname: 'Wilson', roles: ['TEACHER'] },
  { username: 'prof.claire', name: 'Claire', surname: 'Dubois', roles: ['TEACHER'] },
  { username: 'prof.louis', name: 'Louis', surname: 'Martin', roles: ['TEACHER'] },
  { username: 'prof.lucia', name: 'Lucía', surname: 'Fernández', roles: ['TEACHER', 'STUDENT'] },
  { username: 'prof.lukas', name: 'Lukas', surname: 'Schneider', roles: ['TEACHER'] },
] as const satisfies readonly { username: string; name: string; surname: string; roles: Role[] }[];

const STUDENTS = [
  ['ana.garcia', 'Ana', 'García'],
  ['carlos.lopez', 'Carlos', 'López'],
  ['maria.martinez', 'María', 'Martínez'],
  ['javier.sanchez', 'Javier', 'Sánchez'],
  ['laura.gomez', 'Laura', 'Gómez'],
  ['pablo.ruiz', 'Pablo', 'Ruiz'],
  ['sofia.diaz', 'Sofía', 'Díaz'],
  ['diego.moreno', 'Diego', 'Moreno'],
  ['elena.navarro', 'Elena', 'Navarro'],
  ['miguel.torres', 'Miguel', 'Torres'],
] as const;

type Username = (typeof TEACHERS)[number]['username'] | (typeof STUDENTS)[number][0];

type CourseState = 'pending' | 'active' | 'finished';

interface DemoCourse {
  key: string;
  name: string;
  description: string;
  language: Language;
  level: CourseLevel;
  type: CourseType;
  teacher: Username;
  state: CourseState;
  /** Days from today. */
  start: number;
  end: number;
  students: Username[];
}

const COURSES: DemoCourse[] = [
  {
    key: 'en-a1',
    name: 'Inglés general A1',
    description: 'Primeros pasos en inglés: saludos, presentaciones, la familia y la rutina diaria.',
    language: 'en',
    level: 'A1',
    type: 'INTENSIVO',
    teacher: 'prof.emma',
    state: 'active',
    start: -21,
    end: 35,
    students: ['ana.garcia', 'carlos.lopez', 'maria.martinez', 'javier.sanchez', 'laura.gomez'],
  },
  {
    key: 'en-b2',
    name: 'Inglés de negocios B2',
    description: 'Reuniones, correos profesionales y presentaciones en inglés para el trabajo.',
    language: 'en',
    level: 'B2',
    type: 'GRUPAL',
    teacher: 'prof.james',
    state: 'active',
    start: -10,
    end: 60,
    students: ['pablo.ruiz', 'sofia.diaz', 'ana.garcia'],
  },
  {
    key: 'en-c1',
    name: 'Conversación en inglés C1',
    description: 'Debates y práctica oral sobre actualidad para hablar con fluidez y precisión.',
    language: 'en',
    level: 'C1',
    type: 'FLEXIBLE',
    teacher: 'prof.emma',
    state: 'pending',
    start: 14,
    end: 90,
    students: [],
  },
  {
    key: 'en-c2',
    name: 'Inglés avanzado C2',
    description: 'Perfeccionamiento del inglés académico y preparación del examen de nivel C2.',
    language: 'en',
    level: 'C2',
    type: 'GRUPAL',
    teacher: 'prof.james',
    state: 'finished',
    start: -120,
    end: -15,
    students: ['elena.navarro', 'miguel.torres'],
  },
  {
    key: 'fr-a2',
    name: 'Francés básico A2',
    description: 'Francés para el día a día: compras, viajes, citas y pequeñas conversaciones.',
    language: 'fr',
    level: 'A2',
    type: 'GRUPAL',
    teacher: 'prof.claire',
    state: 'active',
    start: -14,
    end: 45,
    students: ['maria.martinez', 'diego.moreno', 'elena.navarro'],
  },
  {
    key: 'fr-b1',
    name: 'Francés intermedio B1',
    description: 'Narrar experiencias, expresar opiniones y comprender textos de prensa en francés.',
    language: 'fr',
    level: 'B1',
    type: 'INTENSIVO',
    teacher: 'prof.louis',
    state: 'finished',
    start: -90,
    end: -30,
    students: ['carlos.lopez', 'sofia.diaz'],
  },
  {
    key: 'fr-b2',
    name: 'Preparación DELF B2',
    description: 'Preparación completa de las cuatro pruebas del examen oficial DELF B2.',
    language: 'fr',
    level: 'B2',
    type: 'FLEXIBLE',
    teacher: 'prof.louis',
    state: 'pending',
    start: 21,
    end: 110,
    students: [],
  },
  {
    key: 'es-b1',
    name: 'Español para extranjeros B1',
    description: 'Español funcional para vivir y trabajar en un país hispanohablante.',
    language: 'es',
    level: 'B1',
    type: 'FLEXIBLE',
    teacher: 'prof.lucia',
    state: 'active',
    start: -7,
    end: 70,
    students: ['javier.sanchez', 'laura.gomez'],
  },
  {
    key: 'de-a1',
    name: 'Alemán inicial A1',
    description: 'Introducción al alemán: pronunciación, vocabulario básico y frases esenciales.',
    language: 'de',
    level: 'A1',
    type: 'GRUPAL',
    teacher: 'prof.lukas',
    state: 'active',
    start: -5,
    end: 55,
    students: ['prof.lucia', 'pablo.ruiz', 'miguel.torres'],
  },
  {
    key: 'de-c2',
    name: 'Alemán avanzado C2',
    description: 'Literatura, matices y registro formal para dominar el alemán a nivel experto.',
    language: 'de',
    level: 'C2',
    type: 'INTENSIVO',
    teacher: 'prof.lukas',
    state: 'pending',
    start: 30,
    end: 120,
    students: [],
  },
];

interface DemoQuestion {
  text: string;
  options: string[];
  correct: number;
}

interface DemoResult {
  student: Username;
  textAnswer?: string;
  /** Attach a small text file to the submission. */
  withFile?: boolean;
  /** For tests: index of the chosen option per question. */
  answers?: number[];
  evaluation?: { score: number; feedback: string };
}

interface DemoActivity {
  course: string;
  title: string;
  description: string;
  type: ActivityType;
  /** Days from today; negative is overdue. */
  due: number;
  questions?: DemoQuestion[];
  results?: DemoResult[];
}

const ACTIVITIES: DemoActivity[] = [
  {
    course: 'en-a1',
    title: 'Redacción: preséntate',
    description:
      'Escribe un texto de 80 a 100 palabras en inglés presentándote: nombre, edad, ciudad y aficiones.',
    type: 'TASK',
    due: 5,
    results: [
      {
        student: 'ana.garcia',
        textAnswer:
          'Hello! My name is Ana. I am 24 years old and I live in Madrid. I like reading and cycling.',
        evaluation: { score: 9.5, feedback: 'Excelente trabajo: texto claro y sin errores. ¡Sigue así!' },
      },
      {
        student: 'carlos.lopez',
        textAnswer: 'Hi, I am Carlos. I have 30 years and I live in Valencia. I like football.',
        withFile: true,
      },
      {
        student: 'maria.martinez',
        textAnswer: 'My name is María, I am from Sevilla and I love music and travelling.',
        evaluation: {
          score: 7.5,
          feedback: 'Buen texto. Revisa el orden de los adjetivos y amplía un poco más.',
        },
      },
    ],
  },
  {
    course: 'en-a1',
    title: 'Test: el verbo "to be"',
    description: 'Cinco minutos para comprobar que dominas el presente del verbo "to be".',
    type: 'TEST',
    due: 2,
    questions: [
      { text: 'She ___ a teacher.', options: ['am', 'is', 'are'], correct: 1 },
      { text: 'We ___ from Spain.', options: ['is', 'am', 'are'], correct: 2 },
      { text: 'I ___ hungry.', options: ['am', 'are', 'is'], correct: 0 },
    ],
    results: [
      { student: 'ana.garcia', answers: [1, 2, 0] },
      { student: 'maria.martinez', answers: [1, 0, 0] },
    ],
  },
  {
    course: 'en-a1',
    title: 'Describe tu ciudad',
    description:
      'Describe tu ciudad en inglés en unas 100 palabras: lugares, transporte y lo que más te gusta.',
    type: 'TASK',
    due: -2,
  },
  {
    course: 'en-b2',
    title: 'Correo formal a un cliente',
    description:
      'Redacta un correo formal respondiendo a la queja de un cliente por un retraso en la entrega.',
    type: 'TASK',
    due: 10,
    results: [
      { student: 'pablo.ruiz', textAnswer: 'Dear Mr Smith, Thank you for your email regarding the delay…' },
    ],
  },
  {
    course: 'fr-a2',
    title: 'Test: les articles',
    description: 'Elige el artículo correcto en cada frase.',
    type: 'TEST',
    due: 7,
    questions: [
      { text: "J'achète ___ pain.", options: ['du', 'de la', 'des'], correct: 0 },
      { text: 'Elle boit ___ eau.', options: ['du', "de l'", 'des'], correct: 1 },
    ],
    results: [{ student: 'diego.moreno', answers: [0, 1] }],
  },
  {
    course: 'fr-a2',
    title: 'Diálogo en la panadería',
    description: 'Escribe un diálogo breve en francés entre un cliente y el panadero.',
    type: 'TASK',
    due: 1,
  },
  {
    course: 'fr-b1',
    title: 'Reseña de una película',
    description: 'Escribe en francés la reseña de una película que hayas visto recientemente.',
    type: 'TASK',
    due: -40,
    results: [
      {
        student: 'carlos.lopez',
        textAnswer: "J'ai vu « Intouchables » et j'ai adoré l'histoire…",
        evaluation: { score: 8.2, feedback: 'Muy buena estructura. Cuida la concordancia del participio.' },
      },
      {
        student: 'sofia.diaz',
        textAnswer: 'Le film que j’ai regardé est « Amélie »…',
        evaluation: {
          score: 4.5,
          feedback: 'Texto demasiado corto; repasa el passé composé y vuelve a intentarlo.',
        },
      },
    ],
  },
  {
    course: 'es-b1',
    title: 'Test: ser o estar',
    description: 'Completa cada frase con la forma correcta de ser o estar.',
    type: 'TEST',
    due: 12,
    questions: [
      { text: 'Madrid ___ la capital de España.', options: ['es', 'está'], correct: 0 },
      { text: 'Hoy ___ muy cansado.', options: ['soy', 'estoy'], correct: 1 },
    ],
  },
  {
    course: 'de-a1',
    title: 'Preséntate en alemán',
    description: 'Graba o escribe una presentación breve en alemán con tu nombre, origen y profesión.',
    type: 'TASK',
    due: 4,
    results: [{ student: 'prof.lucia', textAnswer: 'Hallo! Ich heiße Lucía und ich komme aus Spanien.' }],
  },
];

function isoDay(offsetDays: number, from: Date): string {
  const day = new Date(from.getTime() + offsetDays * 86_400_000);
  return day.toISOString().slice(0, 10);
}

function at(offsetDays: number, from: Date, hour = 23, minute = 59): Date {
  const day = new Date(from.getTime() + offsetDays * 86_400_000);
  day.setUTCHours(hour, minute, 0, 0);
  return day;
}

/** Loads the demo school; returns false (and changes nothing) when it is already there. */
export async function seedDemo(db: Db, files: FileStorage, now = new Date()): Promise<boolean> {
  const marker = TEACHERS[0].username;
  const [present] = await db.select({ id: users.id }).from(users).where(eq(users.username, marker));
  if (present) return false;

  // One hash for every demo account: they share the password anyway, and it keeps seeding fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const userIds = new Map<Username, number>();
    const people = [
      ...TEACHERS.map((t) => ({ ...t, roles: [...t.roles] as Role[] })),
      ...STUDENTS.map(([username, name, surname]) => ({
        username,
        name,
        surname,
        roles: ['STUDENT'] as Role[],
      })),
    ];
    for (const person of people) {
      const [row] = await tx
        .insert(users)
        .values({
          name: person.name,
          surname: person.surname,
          username: person.username,
          email: `${person.username}@aula-demo.es`,
          passwordHash,
          verified: true,
          createdAt: at(-150, now, 9, 0),
        })
        .returning({ id: users.id });
      if (!row) throw new Error('users insert returned no row');
      userIds.set(person.username, row.id);
      await tx.insert(userRoles).values(person.roles.map((role) => ({ userId: row.id, role })));
    }
    const idOf = (username: Username) => {
      const id = userIds.get(username);
      if (id === undefined) throw new Error(`demo user ${username} missing`);
      return id;
    };

    const courseIds = new Map<string, number>();
    for (const course of COURSES) {
      const [row] = await tx
        .insert(courses)
        .values({
          name: course.name,
          description: course.description,
          language: course.language,
          level: course.level,
          type: course.type,
          teacherId: idOf(course.teacher),
          approved: course.state !== 'pending',
          completed: course.state === 'finished',
          completedAt: isoDay(course.end, now),
          startDate: isoDay(course.start, now),
          endDate: isoDay(course.end, now),
          createdAt: at(Math.min(course.start, 0) - 7, now, 10, 0),
        })
        .returning({ id: courses.id });
      if (!row) throw new Error('courses insert returned no row');
      courseIds.set(course.key, row.id);
      if (course.students.length > 0) {
        await tx.insert(enrolments).values(
          course.students.map((student) => ({
            courseId: row.id,
            studentId: idOf(student),
            enrolledAt: at(course.start - 3, now, 12, 0),
          })),
        );
      }
    }
    const courseOf = (key: string) => {
      const id = courseIds.get(key);
      if (id === undefined) throw new Error(`demo course ${key} missing`);
      return id;
    };

    const pdf = await files.save(tx, {
      data: samplePdf('Vocabulario básico de inglés (A1)', [
        'Hello - Hola',
        'Goodbye - Adiós',
        'Please - Por favor',
        'Thank you - Gracias',
        'Good morning - Buenos días',
        'How are you? - ¿Cómo estás?',
        'Nice to meet you - Encantado de conocerte',
      ]),
      originalName: 'vocabulario-ingles-a1.pdf',
      mimeType: 'application/pdf',
    });
    await tx.insert(materials).values([
      {
        courseId: courseOf('en-a1'),
        title: 'Vocabulario básico (PDF)',
        fileId: pdf.id,
        uploadedAt: at(-20, now, 9, 30),
      },
      {
        courseId: courseOf('en-a1'),
        title: 'Comprensión oral: "Me at the zoo"',
        youtubeVideoId: 'jNQXAC9IVRw',
        uploadedAt: at(-18, now, 9, 30),
      },
    ]);

    for (const activity of ACTIVITIES) {
      const courseId = courseOf(activity.course);
      const course = COURSES.find((c) => c.key === activity.course);
      const teacherId = course ? idOf(course.teacher) : null;
      const [row] = await tx
        .insert(activities)
        .values({
          courseId,
          title: activity.title,
          description: activity.description,
          type: activity.type,
          dueDate: at(activity.due, now),
          createdAt: at(Math.min(activity.due, 0) - 10, now, 8, 0),
        })
        .returning({ id: activities.id });
      if (!row) throw new Error('activities insert returned no row');

      // Per question: ids of its options in order, and the index of the correct one.
      const questionIds: { id: number; optionIds: number[]; correct: number }[] = [];
      for (const [position, question] of (activity.questions ?? []).entries()) {
        const [q] = await tx
          .insert(questions)
          .values({ activityId: row.id, text: question.text, position })
          .returning({ id: questions.id });
        if (!q) throw new Error('questions insert returned no row');
        const optionRows = await tx
          .insert(options)
          .values(
            question.options.map((text, index) => ({
              questionId: q.id,
              text,
              correct: index === question.correct,
              position: index,
            })),
          )
          .returning({ id: options.id, position: options.position });
        optionRows.sort((a, b) => a.position - b.position);
        questionIds.push({ id: q.id, optionIds: optionRows.map((o) => o.id), correct: question.correct });
      }

      for (const result of activity.results ?? []) {
        const submittedAt = at(Math.min(activity.due, 0) - 1, now, 18, 0);
        const attachment = result.withFile
          ? await files.save(tx, {
              data: Buffer.from(`${result.textAnswer ?? ''}\n`, 'utf8'),
              originalName: 'redaccion.txt',
              mimeType: 'text/plain',
            })
          : undefined;

        let score: number | null = result.evaluation?.score ?? null;
        if (result.answers) {
          const right = result.answers.filter((choice, i) => questionIds[i]?.correct === choice).length;
          score = Math.round((right / questionIds.length) * 100) / 10;
        }
        const evaluated = score !== null;
        const [saved] = await tx
          .insert(activityResults)
          .values({
            activityId: row.id,
            studentId: idOf(result.student),
            textAnswer: result.textAnswer ?? null,
            fileId: attachment?.id ?? null,
            submittedAt,
            score,
            feedback: result.answers
              ? 'Test completado automáticamente'
              : (result.evaluation?.feedback ?? null),
            completedAt: evaluated
              ? result.answers
                ? submittedAt
                : at(Math.min(activity.due, 0), now, 12, 0)
              : null,
            autoCorrected: Boolean(result.answers),
            evaluatedBy: result.evaluation ? teacherId : null,
          })
          .returning({ id: activityResults.id });
        if (!saved) throw new Error('activity_results insert returned no row');

        if (result.answers) {
          await tx.insert(testAnswers).values(
            result.answers.map((choice, i) => {
              const question = questionIds[i];
              const optionId = question?.optionIds[choice];
              if (!question || optionId === undefined)
                throw new Error(`bad demo answer in ${activity.title}`);
              return { resultId: saved.id, questionId: question.id, optionId };
            }),
          );
        }
      }
    }
  });
  return true;
}
