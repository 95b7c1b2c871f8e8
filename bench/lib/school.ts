import { type Database, openDatabase } from '../../apps/api/src/db/client';
import { BENCH_SESSION_PREFIX } from './server-data';

/**
 * The school every API figure is measured on, seeded in bulk by the database itself (generate_series):
 * - a big school for the administrator's lists: `users` users (1 % teachers, a tenth of them also
 *   students; the rest students), users / 20 courses in the four languages and three states, each student
 *   in one to three courses;
 * - a class of `classSize` students (their sessions are signed by the bench) enrolled in two courses:
 *   a reading course (30 activities, 10 materials: the course page the reads load) and a testing course with
 *   2 + `tests` tests of 20 questions with 4 options (the submit-test burst and sustained runs).
 */
export interface SchoolSize {
  users: number;
  classSize: number;
  tests: number;
}

export const QUESTIONS = 20;
const OPTIONS = 4;

export interface Seeded {
  teacher: number;
  classStudents: number[];
  readingCourse: number;
  /** A task and a test of the reading course (the front end's sub-pages). */
  readingTask: number;
  readingTest: number;
  testingCourse: number;
  warmUpTest: number;
  burstTest: number;
  sustainedTests: number[];
  /** Test id → a JSON body answering it, half the questions right (a score of 5). */
  bodies: Map<number, string>;
  /** Students of the big school, each enrolled once by the statistics run (a write before each call). */
  spareStudents: number[];
  /** An approved, unfinished course without students that they enrol in. */
  openCourse: number;
}

/** A database the bench opens itself: PostgreSQL by URL, or the PGlite of a DATA_DIR the server is not using. */
export async function withDatabase<T>(
  target: { databaseUrl?: string; dataDir: string },
  fn: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

interface Statement {
  text: string;
  params: unknown[];
}
const q = (text: string, params: unknown[] = []): Statement => ({ text, params });
type Exec = (statement: Statement) => Promise<{ rows: unknown[] }>;

/**
 * Plain SQL with $n parameters on the driver under Drizzle ($client: node-postgres' pool or PGlite, both
 * answering `{ rows }`): the bench does not depend on Drizzle itself.
 */
function executor(database: Database): Exec {
  const client = (
    database.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
    }
  ).$client;
  return (statement) => client.query(statement.text, statement.params);
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const BIG_SCHOOL = (users: number) => [
  q(
    `insert into users (name, surname, username, email, password_hash, verified, tokens_valid_after)
   select (array['Ana','Carlos','María','Javier','Laura','Pablo','Sofía','Diego','Elena','Miguel',
                 'Lucía','Hugo','Marta','Álvaro','Paula','Daniel','Irene','Sergio','Claudia','Raúl'])[1 + i % 20],
          (array['García','López','Martínez','Sánchez','Gómez','Ruiz','Díaz','Moreno','Navarro','Torres',
                 'Fernández','Romero','Alonso','Gil','Vázquez','Serrano','Blanco','Molina','Castro','Ortega'])[1 + (i / 20) % 20],
          'user' || i, 'user' || i || '@bench.aula.test', 'not-a-password-hash', true, now() - interval '1 hour'
     from generate_series(1, $1::int) as s(i)`,
    [users],
  ),
  // userN teaches for N ≤ users / 100 (every tenth of them also studies); everyone else studies.
  q(
    `insert into user_roles (user_id, role)
   select id, (case when n <= $1::int then 'TEACHER' else 'STUDENT' end)::role
     from (select id, substr(username, 5)::int as n from users where username like 'user%') u
   union all
   select id, 'STUDENT'::role
     from (select id, substr(username, 5)::int as n from users where username like 'user%') u
    where n <= $1::int and n % 10 = 0`,
    [users / 100],
  ),
  // English 40 %, French 25 %, Spanish 20 %, German 15 %; 10 % pending, about 22 % finished.
  q(
    `insert into courses (name, description, level, type, language, approved, completed, completed_at, teacher_id)
   select 'Curso ' || i || ' de ' || (array['inglés','francés','español','alemán'])[lang] || ' ' || lvl,
          'Curso de ' || (array['inglés','francés','español','alemán'])[lang] || ' de nivel ' || lvl ||
            ' con clases en directo, material descargable, actividades semanales y evaluación continua del progreso.',
          lvl::course_level, (array['INTENSIVO','GRUPAL','FLEXIBLE'])[1 + i % 3]::course_type,
          (array['en','fr','es','de'])[lang]::course_language,
          i % 10 <> 0, i % 10 <> 0 and i % 4 = 1, date '2026-06-30' + (i % 300),
          (select id from users where username = 'user' || (1 + i % $1::int))
     from (select i,
                  case when i % 20 < 8 then 1 when i % 20 < 13 then 2 when i % 20 < 17 then 3 else 4 end as lang,
                  (array['A1','A2','B1','B2','C1','C2'])[1 + i % 6] as lvl
             from generate_series(1, $2::int) as s(i)) as c`,
    [users / 100, users / 20],
  ),
  q(
    `insert into enrolments (course_id, student_id)
   select (select min(id) from courses) + ((u.n::bigint * 7919 + k * 104729) % $1::int)::int, u.id
     from (select id, substr(username, 5)::int as n from users where username like 'user%') u
    cross join generate_series(1, 3) as k
    where u.n > $2::int and k <= 1 + u.n % 3
   on conflict do nothing`,
    [users / 20, users / 100],
  ),
];

async function seedClass(exec: Exec, size: SchoolSize) {
  const [teacher] = rows<{ id: number }>(
    await exec(
      q(`
      with t as (
        insert into users (name, surname, username, email, password_hash, verified)
        values ('Marta', 'Ruiz', 'bench_teacher', 'bench_teacher@aula.test', 'x', true) returning id
      ), r as (insert into user_roles (user_id, role) select id, 'TEACHER' from t)
      select id from t`),
    ),
  );
  const students = rows<{ id: number }>(
    await exec(
      q(
        `
      with s as (
        insert into users (name, surname, username, email, password_hash, verified, tokens_valid_after)
        select 'Alumno', 'Bench ' || g, 'bench_s' || g, 'bench_s' || g || '@aula.test', 'x', true,
               now() - interval '1 hour'
          from generate_series(1, $1::int) g returning id
      ), r as (insert into user_roles (user_id, role) select id, 'STUDENT' from s)
      select id from s order by id`,
        [size.classSize],
      ),
    ),
  ).map((row) => row.id);
  const courses = rows<{ id: number }>(
    await exec(
      q(
        `
      insert into courses (name, description, level, type, language, approved, teacher_id)
      values ('Inglés B1 (lecturas)', 'Curso con actividades y materiales.', 'B1', 'GRUPAL', 'en', true, $1::int),
             ('Inglés B1 (tests)', 'Curso para medir el envío de tests.', 'B1', 'INTENSIVO', 'en', true, $1::int)
      returning id`,
        [teacher?.id],
      ),
    ),
  ).map((row) => row.id);
  const [readingCourse, testingCourse] = courses as [number, number];
  await exec(
    q(
      `
    insert into enrolments (course_id, student_id)
    select c, s from unnest($1::int[]) c, unnest($2::int[]) s`,
      [courses, students],
    ),
  );
  const reading = rows<{ id: number; type: string }>(
    await exec(
      q(
        `
      insert into activities (course_id, title, description, type, due_date)
      select $1::int, 'Actividad ' || g, 'Lee el texto y responde a las preguntas del final.',
             (case when g % 2 = 0 then 'TEST' else 'TASK' end)::activity_type, now() + g * interval '1 day'
        from generate_series(1, 30) g returning id, type`,
        [readingCourse],
      ),
    ),
  );
  const readingTask = reading.find((row) => row.type === 'TASK')?.id ?? 0;
  const readingTest = reading.find((row) => row.type === 'TEST')?.id ?? 0;
  await exec(
    q(
      `
    insert into materials (course_id, title, youtube_video_id)
    select $1::int, 'Vídeo ' || g, 'dQw4w9WgXcQ' from generate_series(1, 10) g`,
      [readingCourse],
    ),
  );
  const tests = rows<{ id: number }>(
    await exec(
      q(
        `
      insert into activities (course_id, title, description, type, due_date)
      select $1::int, 'Test ' || g, 'Test de 20 preguntas', 'TEST', now() + interval '7 days'
        from generate_series(1, $2::int) g returning id`,
        [testingCourse, size.tests + 2],
      ),
    ),
  ).map((row) => row.id);
  await exec(
    q(
      `
    insert into questions (activity_id, text, position)
    select a, 'Pregunta ' || q, q from unnest($1::int[]) a, generate_series(1, $2::int) q`,
      [tests, QUESTIONS],
    ),
  );
  await exec(
    q(
      `
    insert into options (question_id, text, correct, position)
    select q.id, 'Opción ' || o, o = 1, o
      from questions q, generate_series(1, $1::int) o where q.activity_id = any ($2::int[])`,
      [OPTIONS, tests],
    ),
  );
  return {
    teacher: teacher?.id ?? 0,
    students,
    readingCourse,
    testingCourse,
    tests,
    readingTask,
    readingTest,
  };
}

async function answerBodies(exec: Exec, tests: number[]): Promise<Map<number, string>> {
  const options = rows<{
    activity_id: number;
    question_id: number;
    position: number;
    option_id: number;
    correct: boolean;
  }>(
    await exec(
      q(
        `
      select q.activity_id, q.id as question_id, q.position, o.id as option_id, o.correct
        from questions q join options o on o.question_id = q.id
       where q.activity_id = any ($1::int[]) order by q.activity_id, q.position, o.position`,
        [tests],
      ),
    ),
  );
  const answers = new Map<number, { questionId: number; selectedOptionId: number }[]>();
  for (const row of options) {
    const list = answers.get(row.activity_id) ?? [];
    // Even questions right, odd ones wrong: a score of 5 for everybody.
    if (row.correct === (row.position % 2 === 0) && !list.some((a) => a.questionId === row.question_id))
      list.push({ questionId: row.question_id, selectedOptionId: row.option_id });
    answers.set(row.activity_id, list);
  }
  return new Map([...answers].map(([id, list]) => [id, JSON.stringify({ answers: list })]));
}

/** One session per user for the tokens the runs sign (lib/server-data.ts), a day long. */
async function openBenchSessions(exec: Exec): Promise<void> {
  await exec(
    q(
      `insert into sessions (id, user_id, device, remembered, expires_at)
       select $1 || id, id, 'Bench', false, now() + interval '1 day' from users
       on conflict (id) do nothing`,
      [BENCH_SESSION_PREFIX],
    ),
  );
}

/** Seeds the whole school into a migrated database; returns what the runs need. */
export async function seedSchool(database: Database, size: SchoolSize): Promise<Seeded> {
  const exec = executor(database);
  for (const statement of BIG_SCHOOL(size.users)) await exec(statement);
  const seededClass = await seedClass(exec, size);
  await openBenchSessions(exec);
  await exec(q(`vacuum analyze`));
  const spare = rows<{ id: number }>(
    await exec(
      q(`
      select u.id from users u join user_roles r on r.user_id = u.id and r.role = 'STUDENT'
       where u.username like 'user%' order by u.id limit 400`),
    ),
  ).map((row) => row.id);
  const [open] = rows<{ id: number }>(
    await exec(
      q(`
      insert into courses (name, description, level, type, language, approved, teacher_id)
      values ('Alemán A1 (abierto)', 'Curso abierto a nuevas matrículas.', 'A1', 'FLEXIBLE', 'de', true,
              (select id from users where username = 'bench_teacher'))
      returning id`),
    ),
  );
  const [warmUpTest, burstTest, ...sustainedTests] = seededClass.tests as [number, number, ...number[]];
  return {
    teacher: seededClass.teacher,
    classStudents: seededClass.students,
    readingTask: seededClass.readingTask,
    readingTest: seededClass.readingTest,
    readingCourse: seededClass.readingCourse,
    testingCourse: seededClass.testingCourse,
    warmUpTest,
    burstTest,
    sustainedTests,
    bodies: await answerBodies(exec, seededClass.tests),
    spareStudents: spare,
    openCourse: open?.id ?? 0,
  };
}

/** Every accepted submission stored once with its answers and the expected score. */
export async function storedSubmissions(database: Database, tests: number[]) {
  const [row] = rows<{ results: string; answers: string; duplicates: string; wrong: string }>(
    await executor(database)(
      q(
        `
      select count(*) as results,
             (select count(*) from test_answers t join activity_results r2 on r2.id = t.result_id
               where r2.activity_id = any ($1::int[])) as answers,
             count(*) - count(distinct (r.activity_id, r.student_id)) as duplicates,
             count(*) filter (where r.score <> 5) as wrong
        from activity_results r where r.activity_id = any ($1::int[])`,
        [tests],
      ),
    ),
  );
  return {
    results: Number(row?.results ?? 0),
    answers: Number(row?.answers ?? 0),
    duplicates: Number(row?.duplicates ?? 0),
    wrongScores: Number(row?.wrong ?? 0),
  };
}

/** The school of the school-day scenario (bench/school-day.ts). */
export interface SchoolDaySize {
  students: number;
  courses: number;
}

export const SCHOOL_DAY = { coursesPerStudent: 2, testsPerCourse: 4, tasksPerCourse: 4, questions: 10 };

export interface SchoolDay {
  /** Student id → username, and the courses each is enrolled in. */
  students: { id: number; username: string; courses: number[] }[];
  courses: { id: number; teacher: number; tests: number[]; tasks: number[] }[];
  /** Test id → its questions in order, each with its options (the first one correct). */
  questions: Map<number, { id: number; options: number[] }[]>;
}

/**
 * A school day's school: `students` students, each in two of `courses` courses (one teacher per two
 * courses); each course with four tests of ten questions (four options, the first right) and four tasks.
 */
export async function seedSchoolDay(database: Database, size: SchoolDaySize): Promise<SchoolDay> {
  const exec = executor(database);
  const teachers = rows<{ id: number }>(
    await exec(
      q(
        `with t as (
           insert into users (name, surname, username, email, password_hash, verified, tokens_valid_after)
           select 'Profesora', 'Día ' || g, 'day_t' || g, 'day_t' || g || '@aula.test', 'x', true, now() - interval '1 hour'
             from generate_series(1, $1::int) g returning id
         ), r as (insert into user_roles (user_id, role) select id, 'TEACHER' from t)
         select id from t order by id`,
        [Math.ceil(size.courses / 2)],
      ),
    ),
  ).map((row) => row.id);
  const students = rows<{ id: number; username: string }>(
    await exec(
      q(
        `with s as (
           insert into users (name, surname, username, email, password_hash, verified, tokens_valid_after)
           select 'Alumna', 'Día ' || g, 'day_s' || g, 'day_s' || g || '@aula.test', 'x', true, now() - interval '1 hour'
             from generate_series(1, $1::int) g returning id, username
         ), r as (insert into user_roles (user_id, role) select id, 'STUDENT' from s)
         select id, username from s order by id`,
        [size.students],
      ),
    ),
  );
  const courseIds = rows<{ id: number }>(
    await exec(
      q(
        `insert into courses (name, description, level, type, language, approved, teacher_id)
         select 'Curso del día ' || g, 'Un curso con tests, tareas y material.', 'B1', 'GRUPAL', 'en', true,
                ($1::int[])[1 + (g - 1) / 2]
           from generate_series(1, $2::int) g returning id`,
        [teachers, size.courses],
      ),
    ),
  ).map((row) => row.id);
  // Student i in courses i and i + courses / 2 (mod courses): every course gets the same number of students.
  const enrolled = students.map((student, i) => ({
    ...student,
    courses: [0, Math.floor(size.courses / 2)].map(
      (offset) => courseIds[(i + offset) % size.courses] as number,
    ),
  }));
  await exec(
    q(`insert into enrolments (course_id, student_id) select * from unnest($1::int[], $2::int[])`, [
      enrolled.flatMap((s) => s.courses),
      enrolled.flatMap((s) => s.courses.map(() => s.id)),
    ]),
  );
  const activityRows = rows<{ id: number; course_id: number; type: string }>(
    await exec(
      q(
        `insert into activities (course_id, title, description, type, due_date)
         select c, 'Actividad ' || g, 'Actividad del día.', (case when g <= $2::int then 'TEST' else 'TASK' end)::activity_type,
                now() + interval '7 days'
           from unnest($1::int[]) c, generate_series(1, $2::int + $3::int) g
         returning id, course_id, type`,
        [courseIds, SCHOOL_DAY.testsPerCourse, SCHOOL_DAY.tasksPerCourse],
      ),
    ),
  );
  const tests = activityRows.filter((row) => row.type === 'TEST').map((row) => row.id);
  const optionRows = rows<{ activity_id: number; question_id: number; option_id: number }>(
    await exec(
      q(
        `with qs as (
           insert into questions (activity_id, text, position)
           select a, 'Pregunta ' || n, n from unnest($1::int[]) a, generate_series(1, $2::int) n
           returning id, activity_id, position
         ), os as (
           insert into options (question_id, text, correct, position)
           select qs.id, 'Opción ' || o, o = 1, o from qs, generate_series(1, 4) o
           returning id, question_id, position
         )
         select qs.activity_id, qs.id as question_id, os.id as option_id
           from qs join os on os.question_id = qs.id order by qs.activity_id, qs.position, os.position`,
        [tests, SCHOOL_DAY.questions],
      ),
    ),
  );
  const questions = new Map<number, { id: number; options: number[] }[]>();
  for (const row of optionRows) {
    const list = questions.get(row.activity_id) ?? [];
    let question = list.find((each) => each.id === row.question_id);
    if (!question) {
      question = { id: row.question_id, options: [] };
      list.push(question);
    }
    question.options.push(row.option_id);
    questions.set(row.activity_id, list);
  }
  await openBenchSessions(exec);
  await exec(q(`vacuum analyze`));
  return {
    students: enrolled,
    courses: courseIds.map((id, i) => ({
      id,
      teacher: teachers[Math.floor(i / 2)] as number,
      tests: activityRows.filter((row) => row.course_id === id && row.type === 'TEST').map((row) => row.id),
      tasks: activityRows.filter((row) => row.course_id === id && row.type === 'TASK').map((row) => row.id),
    })),
    questions,
  };
}

/** The school day's stored work: results once per (activity, student), each test whole and graded right. */
export async function schoolDayResults(database: Database, activityIds: number[]) {
  const [row] = rows<{
    tests: string;
    tasks: string;
    graded_tasks: string;
    duplicates: string;
    wrong: string;
  }>(
    await executor(database)(
      q(
        `with r as (
           select r.id, r.activity_id, r.student_id, r.score, a.type,
                  (select count(*) from test_answers t where t.result_id = r.id) as answers,
                  (select round(10.0 * count(*) filter (where o.correct) / nullif(count(*), 0), 1)
                     from test_answers t join options o on o.id = t.option_id where t.result_id = r.id) as key_score
             from activity_results r join activities a on a.id = r.activity_id
            where r.activity_id = any ($1::int[])
         )
         select count(*) filter (where type = 'TEST') as tests,
                count(*) filter (where type = 'TASK') as tasks,
                count(*) filter (where type = 'TASK' and score is not null) as graded_tasks,
                count(*) - count(distinct (activity_id, student_id)) as duplicates,
                count(*) filter (where type = 'TEST' and (answers <> $2::int or score is distinct from key_score)) as wrong
           from r`,
        [activityIds, SCHOOL_DAY.questions],
      ),
    ),
  );
  return {
    tests: Number(row?.tests ?? 0),
    tasks: Number(row?.tasks ?? 0),
    gradedTasks: Number(row?.graded_tasks ?? 0),
    duplicates: Number(row?.duplicates ?? 0),
    wrong: Number(row?.wrong ?? 0),
  };
}

/** The school of the exam-day scenario (bench/exam-day.ts): one teacher, one course, `students` students in it. */
export interface ExamSchool {
  teacher: number;
  course: number;
  students: number[];
}

export async function seedExamSchool(database: Database, students: number): Promise<ExamSchool> {
  const exec = executor(database);
  const [teacher] = rows<{ id: number }>(
    await exec(
      q(`with t as (
           insert into users (name, surname, username, email, password_hash, verified, tokens_valid_after)
           values ('Profesora', 'Examen', 'exam_t', 'exam_t@aula.test', 'x', true, now() - interval '1 hour')
           returning id
         ), r as (insert into user_roles (user_id, role) select id, 'TEACHER' from t)
         select id from t`),
    ),
  );
  const [course] = rows<{ id: number }>(
    await exec(
      q(
        `insert into courses (name, description, level, type, language, approved, teacher_id)
         values ('Inglés B2 (examen)', 'El examen final del trimestre.', 'B2', 'INTENSIVO', 'en', true, $1::int)
         returning id`,
        [teacher?.id],
      ),
    ),
  );
  const ids = rows<{ id: number }>(
    await exec(
      q(
        `with s as (
           insert into users (name, surname, username, email, password_hash, verified, tokens_valid_after)
           select 'Alumna', 'Examen ' || g, 'exam_s' || g, 'exam_s' || g || '@aula.test', 'x', true, now() - interval '1 hour'
             from generate_series(1, $1::int) g returning id
         ), r as (insert into user_roles (user_id, role) select id, 'STUDENT' from s),
         e as (insert into enrolments (course_id, student_id) select $2::int, id from s)
         select id from s order by id`,
        [students, course?.id],
      ),
    ),
  ).map((row) => row.id);
  await openBenchSessions(exec);
  await exec(q(`vacuum analyze`));
  return { teacher: teacher?.id ?? 0, course: course?.id ?? 0, students: ids };
}

/** An exam's stored hand-ins: how many, how many twice, and how many per score. */
export async function examResults(database: Database, activityId: number) {
  const found = rows<{ score: string | null; count: string; duplicates: string }>(
    await executor(database)(
      q(
        `select score::text, count(*) as count,
                count(*) - count(distinct student_id) as duplicates
           from activity_results where activity_id = $1::int group by score`,
        [activityId],
      ),
    ),
  );
  return {
    stored: found.reduce((sum, row) => sum + Number(row.count), 0),
    duplicates: found.reduce((sum, row) => sum + Number(row.duplicates), 0),
    byScore: new Map(found.map((row) => [row.score === null ? null : Number(row.score), Number(row.count)])),
  };
}
