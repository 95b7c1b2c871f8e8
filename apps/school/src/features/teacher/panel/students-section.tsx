import { Alert, Button, Spinner, TeacherStudentsList } from '@aula/ui';
import { api } from '../../../api';
import { TEACHER_TEXTS } from '../teacher-errors';
import { useLoad } from '../use-load';

/** My students (spec section 2): every student of the teacher's courses, searchable and filterable by course. */
export function StudentsSection() {
  const students = useLoad(() => api.teacher.students(), []);
  if (students.status === 'loading')
    return <Spinner label="Cargando estudiantes..." className="justify-start py-6" />;
  if (students.status === 'error') {
    return (
      <Alert variant="danger">
        <p>{TEACHER_TEXTS.studentsLoadFailed}</p>
        <Button type="button" variant="outline" size="sm" className="mt-2" onClick={students.reload}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  return <TeacherStudentsList rows={students.data} />;
}
