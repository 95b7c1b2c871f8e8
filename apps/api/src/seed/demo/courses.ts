import type { Tx } from '../../db/client';
import { type CourseLevel, type CourseType, courses, enrolments, type Language } from '../../db/schema';
import { at, isoDay } from './dates';
import type { Username } from './people';

type CourseState = 'pending' | 'active' | 'finished';

export interface DemoCourse {
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

/** Every state (pending, active, finished), every level A1–C2 and every type. */
export const COURSES: DemoCourse[] = [
  {
    key: 'en-a1',
    name: 'Inglés general A1',
    description: 'Primeros pasos en inglés: saludos, presentaciones, la familia y la rutina diaria.',
    language: 'en',
    level: 'A1',
    type: 'GRUPAL',
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
    // Three students: full (decision 140), so the other students see 'Curso completo'.
    type: 'INTENSIVO',
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

/** Inserts the courses with their enrolments; returns the lookup of their ids by key. */
export async function seedCourses(tx: Tx, idOf: (username: Username) => number, now: Date) {
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
  return courseOf;
}
