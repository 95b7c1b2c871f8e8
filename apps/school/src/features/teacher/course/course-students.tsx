import { Alert, Button, CourseStudentsList, Spinner } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { teacherQueries } from '../queries';
import { TEACHER_TEXTS } from '../teacher-errors';

/** Estudiantes: the students enrolled in the course, with a name search and a 'Mensaje' button. */
export function CourseStudents({ courseId }: { courseId: number }) {
  const students = useQuery(teacherQueries.courseStudents(courseId));
  if (students.isPending) return <Spinner label="Cargando estudiantes..." align="start" className="py-6" />;
  if (students.isError) {
    return (
      <Alert variant="danger">
        <p>{TEACHER_TEXTS.courseStudentsLoadFailed}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void students.refetch()}
        >
          Reintentar
        </Button>
      </Alert>
    );
  }
  return (
    <CourseStudentsList
      students={students.data}
      // Spec, "Teacher course page": the button has no effect beyond logging (messaging is a placeholder).
      onMessage={(student) => console.info('Mensaje a', student.username)}
    />
  );
}
