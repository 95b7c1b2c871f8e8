import type { DocumentSection } from '../components/document-page';
import { schoolIdentity as school } from './school-identity';

/*
 * The terms of use. The rules they state are the platform's own (2 hours' notice for flexible classes,
 * 'Unirse a la clase' from 10 minutes before, account deletion in Configuración › Tus datos), so the
 * terms never promise what the product does not do.
 */

export const termsPage = {
  heading: 'Términos y condiciones',
  lead: (
    <p>
      Estas condiciones regulan el uso de Aula, la plataforma de clases de idiomas de {school.legalName}. Al
      crear una cuenta las aceptas; léelas con calma y escríbenos si algo no está claro.
    </p>
  ),
};

export const termsSections: DocumentSection[] = [
  {
    id: 'quienes-somos',
    heading: 'Quiénes somos',
    body: (
      <p>
        {school.legalName}, con NIF {school.taxId} y domicilio en {school.address}. Puedes escribirnos a{' '}
        <a href={`mailto:${school.email}`}>{school.email}</a> o desde la página de{' '}
        <a href="/contacto">contacto</a>.
      </p>
    ),
  },
  {
    id: 'servicio',
    heading: 'Qué ofrecemos',
    body: (
      <p>
        Cursos de inglés, español, alemán y francés en tres formatos (intensivo, flexible y en grupo), con
        clases en directo por videollamada, materiales, tareas, tests, calificaciones y seguimiento de la
        asistencia en la plataforma. Cada curso indica su idioma, su nivel, su profesor y sus fechas.
      </p>
    ),
  },
  {
    id: 'cuenta',
    heading: 'Tu cuenta',
    body: (
      <ul>
        <li>Regístrate con datos verdaderos y verifica tu correo electrónico; la cuenta es personal.</li>
        <li>
          Guarda tu contraseña en secreto y no la compartas. Te recomendamos activar la verificación en dos
          pasos. Si crees que alguien ha entrado en tu cuenta, cambia la contraseña: se cierran todas las
          sesiones abiertas.
        </li>
        <li>Si tienes menos de 14 años, necesitas el consentimiento de tu madre, padre o tutor.</li>
        <li>
          Quien se registra como profesor imparte sus cursos cuando la administración de la escuela los
          aprueba.
        </li>
      </ul>
    ),
  },
  {
    id: 'clases',
    heading: 'Clases, reservas y cancelaciones',
    body: (
      <ul>
        <li>
          Entras a cada clase con «Unirse a la clase», desde 10 minutos antes de que empiece hasta que
          termina. El enlace de la clase es solo para los estudiantes del curso: no lo compartas.
        </li>
        <li>
          En el curso flexible reservas y cancelas cada clase con al menos 2 horas de antelación. Pasado ese
          plazo la reserva no se puede cancelar desde la plataforma.
        </li>
        <li>
          El profesor puede mover o cancelar una clase por causas justificadas; lo verás en «Próximas clases»
          con el motivo y, en las clases flexibles reservadas, como «Cancelada».
        </li>
        <li>El profesor pasa lista en cada clase, y tu asistencia queda en el curso.</li>
      </ul>
    ),
  },
  {
    id: 'normas',
    heading: 'Normas de convivencia',
    body: (
      <>
        <p>Queremos clases en las que todo el mundo se sienta cómodo para equivocarse y aprender. Por eso:</p>
        <ul>
          <li>Trata con respeto a profesores y compañeros, en clase y en los mensajes.</li>
          <li>No grabes ni difundas las clases, ni la imagen o la voz de otras personas, sin su permiso.</li>
          <li>
            Entrega trabajos propios. Copiar o dejar copiar en tareas y tests puede suponer que se anule la
            calificación.
          </li>
          <li>
            No subas archivos con virus, contenidos ilegales u ofensivos, ni datos de otras personas sin su
            permiso.
          </li>
          <li>No intentes acceder a cuentas, cursos o datos que no son tuyos.</li>
        </ul>
        <p>
          Si alguien incumple estas normas, podemos suspender su cuenta, después de avisarle salvo que la
          gravedad del caso lo impida.
        </p>
      </>
    ),
  },
  {
    id: 'contenidos',
    heading: 'Contenidos y propiedad intelectual',
    body: (
      <p>
        Los materiales de los cursos, la plataforma y la marca Aula pertenecen a la escuela o a sus autores y
        solo puedes usarlos para tu aprendizaje personal. Lo que tú entregas sigue siendo tuyo: nos permites
        guardarlo y mostrárselo a tu profesor para corregirlo, y puedes descargarlo cuando quieras con
        «Descargar mis datos».
      </p>
    ),
  },
  {
    id: 'disponibilidad',
    heading: 'Disponibilidad y responsabilidad',
    body: (
      <p>
        Trabajamos para que la plataforma funcione siempre, pero puede haber interrupciones por mantenimiento
        o por causas ajenas a nosotros. No respondemos de los fallos de tu conexión o de tu dispositivo, ni de
        los servicios de terceros que elijas usar, como el inicio de sesión con Google o la sala de
        videollamada propia de un profesor.
      </p>
    ),
  },
  {
    id: 'baja',
    heading: 'Baja y eliminación de la cuenta',
    body: (
      <p>
        Puedes dejar de usar Aula cuando quieras y eliminar tu cuenta en Configuración › Tus datos. Antes
        puedes descargar tus datos. Cómo tratamos tus datos al eliminarla lo explica la{' '}
        <a href="/privacidad">política de privacidad</a>.
      </p>
    ),
  },
  {
    id: 'cambios',
    heading: 'Cambios en estas condiciones',
    body: (
      <p>
        Si las cambiamos, te avisaremos con antelación en la plataforma o por correo. Si no estás de acuerdo
        con los cambios, puedes eliminar tu cuenta antes de que se apliquen.
      </p>
    ),
  },
  {
    id: 'ley',
    heading: 'Ley aplicable',
    body: (
      <p>
        Estas condiciones se rigen por la ley española. Si eres consumidor, puedes acudir a los tribunales de
        tu domicilio y conservas los derechos que te reconoce la normativa de consumo.
      </p>
    ),
  },
];
