/** One row of GET /teacher/students: a student in one of the teacher's courses. */
export interface StudentCourseRow {
  id: number;
  name: string;
  surname: string;
  username: string;
  courseId: number;
  courseName: string;
}

export interface StudentEntry {
  id: number;
  name: string;
  surname: string;
  username: string;
  courses: { id: number; name: string }[];
}

/** Two letters for the avatar: first letters of name and surname ("Ana García" → "AG"). */
export function initials(name: string, surname: string): string {
  const first = (text: string) => [...text.trim()][0] ?? '';
  return `${first(name)}${first(surname)}`.toLocaleUpperCase('es-ES') || '?';
}

/** Lower case without accents, so "garcia" finds "García". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-ES');
}

/** One entry per student with all their courses, in the order the rows came (surname, name). */
export function groupStudents(rows: readonly StudentCourseRow[]): StudentEntry[] {
  const byId = new Map<number, StudentEntry>();
  for (const row of rows) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = { id: row.id, name: row.name, surname: row.surname, username: row.username, courses: [] };
      byId.set(row.id, entry);
    }
    if (!entry.courses.some((course) => course.id === row.courseId)) {
      entry.courses.push({ id: row.courseId, name: row.courseName });
    }
  }
  return [...byId.values()];
}

/** Spec section 2: search by name, surname or username, and an optional course filter. */
export function filterStudents(
  students: readonly StudentEntry[],
  { query = '', courseId = null }: { query?: string; courseId?: number | null },
): StudentEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return students.filter((student) => {
    if (courseId !== null && !student.courses.some((course) => course.id === courseId)) return false;
    const haystack = fold(`${student.name} ${student.surname} ${student.username}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The distinct courses of the rows, by name, for the course filter. */
export function coursesOf(rows: readonly StudentCourseRow[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const row of rows) byId.set(row.courseId, row.courseName);
  return [...byId.entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
