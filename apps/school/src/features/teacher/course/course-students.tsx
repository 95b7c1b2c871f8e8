import { Alert, Button, CourseStudentsList, Spinner } from '@aula/ui';
import { api } from '../../../api';
import { TEACHER_TEXTS } from '../teacher-errors';
import { useLoad } from '../use-load';

/** Estudiantes: the students enrolled in the course, with a name search and a 'Mensaje' button. */
export function CourseStudents({ courseId }: { courseId: number }) {
  const students = useLoad(() => api.teacher.courseStudents(courseId), [courseId]);
  if (students.status === 'loading')
    return <Spinner label="Cargando estudiantes..." className="justify-start py-6" />;
  if (students.status === 'error') {
    return (
      <Alert variant="danger">
        <p>{TEACHER_TEXTS.courseStudentsLoadFailed}</p>
        <Button type="button" variant="outline" size="sm" className="mt-2" onClick={students.reload}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  return (
    <CourseStudentsList
      students={students.data}
      // Spec section 2: the button has no effect beyond logging (messaging is a placeholder).
      onMessage={(student) => console.info('Mensaje a', student.username)}
    />
  );
}
