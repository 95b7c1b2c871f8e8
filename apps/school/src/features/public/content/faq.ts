import { t } from '@lingui/core/macro';
import type { FaqItem } from '../components/faq-accordion/faq-accordion';
import { faqItems as essentials } from './faq-essentials';

/*
 * The full FAQ (/faq). The home page's four questions come first, word for word; every other answer
 * repeats what the marketing pages and the product do (formats, slots, 2 hours' notice, levels A1–C2),
 * so the site never says two things.
 */

export interface FaqGroup {
  id: string;
  heading: string;
  items: FaqItem[];
}

export const faqPage = () => ({
  heading: t`Preguntas frecuentes`,
  lead: t`Todo lo que suelen preguntarnos antes de empezar y durante el curso. ¿No encuentras tu respuesta? Escríbenos y te contestamos.`,
  topicsLabel: t`Temas de las preguntas`,
  contactPrompt: t`¿No encuentras lo que buscas?`,
  contact: { label: t`Escríbenos`, href: '/contacto' },
  essentialsHeading: t`Lo más preguntado`,
});

export const faqGroups = (): FaqGroup[] => [
  { id: 'lo-mas-preguntado', heading: faqPage().essentialsHeading, items: essentials() },
  {
    id: 'cursos-y-niveles',
    heading: t`Cursos y niveles`,
    items: [
      {
        question: t`¿Qué idiomas puedo aprender?`,
        answer: t`Inglés, español, alemán y francés, todos con profesores nativos y en los tres formatos: intensivo, flexible y en grupo.`,
      },
      {
        question: t`¿Cómo sé cuál es mi nivel?`,
        answer: t`Usamos los niveles del Marco Común Europeo de Referencia, del A1 al C2. Cada curso indica su nivel; si dudas entre dos, empieza por el más bajo o escríbenos desde la página de contacto y te orientamos.`,
      },
      {
        question: t`¿Puedo empezar desde cero?`,
        answer: t`Sí. Los cursos de nivel A1 están pensados para quien no ha estudiado nunca el idioma.`,
      },
      {
        question: t`¿Obtengo un certificado?`,
        answer: t`El curso intensivo incluye un certificado internacional. En todos los cursos puedes consultar tus calificaciones y tu progreso en la plataforma.`,
      },
      {
        question: t`¿Cómo se evalúa mi progreso?`,
        answer: t`Con tareas y tests en la plataforma: el profesor corrige las tareas y te deja comentarios, y los tests se corrigen al entregarlos. En el curso intensivo hay además evaluaciones semanales.`,
      },
    ],
  },
  {
    id: 'formatos-y-horarios',
    heading: t`Formatos y horarios`,
    items: [
      {
        question: t`¿En qué se diferencian los cursos intensivo, flexible y en grupo?`,
        answer: t`El intensivo son ciclos de 4 semanas con 20 horas y 5 días de clase por semana, para 1 a 3 estudiantes. En el flexible eliges y reservas tus clases en franjas de mañana, tarde o noche. El grupal tiene un horario fijo semanal, con grupos de 4 a 15 estudiantes y proyectos colaborativos.`,
      },
      {
        question: t`¿Cuánto tardo en completar un nivel?`,
        answer: t`Con el curso intensivo, unos 2 meses: dos ciclos seguidos de 4 semanas. En los demás formatos depende de cuántas clases hagas por semana.`,
      },
      {
        question: t`¿Qué franjas horarias tiene el curso flexible?`,
        answer: t`Mañana, de 6:00 a 9:00 a. m.; tarde, de 12:00 a 8:00 p. m.; y noche, de 8:00 a 11:00 p. m. Cada clase empieza y termina dentro de una franja.`,
      },
      {
        question: t`¿Cuántos estudiantes hay en cada grupo?`,
        answer: t`En el curso en grupo hay grupos reducidos (4 a 6 estudiantes), estándar (7 a 10) y amplios (11 a 15). En el intensivo, de 1 a 3 por clase.`,
      },
      {
        question: t`¿En qué horario son las clases?`,
        answer: t`Todas las horas se indican en la hora de la escuela, y la plataforma te muestra la zona horaria junto a cada clase, para que no haya confusiones si vives en otro país.`,
      },
      {
        question: t`¿Se graban las clases?`,
        answer: t`En el curso flexible tienes acceso a la grabación de cada clase, para repasar cuando lo necesites.`,
      },
    ],
  },
  {
    id: 'reservas-y-cancelaciones',
    heading: t`Reservas y cancelaciones`,
    items: [
      {
        question: t`¿Cómo reservo una clase del curso flexible?`,
        answer: t`Desde la página de tu curso, en «Reservar clases», verás las clases que ha abierto tu profesor con las plazas libres. Elige una y resérvala.`,
      },
      {
        question: t`¿Con cuánta antelación tengo que reservar o cancelar?`,
        answer: t`Con al menos 2 horas de antelación, tanto para reservar como para cancelar. Pasado ese plazo la plaza queda fijada, para que el profesor pueda preparar la clase.`,
      },
      {
        question: t`¿Qué pasa si el profesor cancela o cambia una clase?`,
        answer: t`La verás marcada como cancelada o con su nueva hora en «Próximas clases», junto con el motivo. Si tenías reservada una clase flexible que se cancela, aparece como «Cancelada» en tus reservas.`,
      },
      {
        question: t`¿Puedo ver mis clases en mi calendario?`,
        answer: t`Sí. En Configuración › Calendario creas un enlace privado que puedes añadir a Google Calendar, Outlook o el calendario de tu móvil, y cada clase se puede descargar como archivo .ics.`,
      },
    ],
  },
  {
    id: 'clases-en-directo',
    heading: t`Clases en directo`,
    items: [
      {
        question: t`¿Cómo entro a una clase?`,
        answer: t`En la página del curso, con el botón «Unirse a la clase», que se activa 10 minutos antes de empezar y sigue disponible hasta el final.`,
      },
      {
        question: t`¿Cuentan la asistencia?`,
        answer: t`Sí, el profesor pasa lista en cada clase. Si te unes a la clase en sus primeros 10 minutos apareces como presente; más tarde, como llegada con retraso. Puedes consultar tu asistencia en el curso.`,
      },
      {
        question: t`¿Qué hago si tengo problemas de conexión?`,
        answer: t`Comprueba que el navegador tiene permiso para usar la cámara y el micrófono y, si puedes, conéctate por cable o cerca del router. Si no consigues entrar, avisa a tu profesor o escríbenos.`,
      },
    ],
  },
  {
    id: 'cuenta-y-datos',
    heading: t`Tu cuenta y tus datos`,
    items: [
      {
        question: t`¿Cómo me registro?`,
        answer: t`Pulsa «Registrarse», elige si eres alumno o profesor y completa tus datos. Te enviaremos un correo con un enlace para verificar tu dirección; ábrelo en las siguientes 24 horas.`,
      },
      {
        question: t`He olvidado mi contraseña, ¿qué hago?`,
        answer: t`En la página de inicio de sesión, pulsa «¿Olvidaste tu contraseña?» y escribe tu usuario o tu correo. Recibirás un enlace válido durante 1 hora para elegir una nueva.`,
      },
      {
        question: t`¿Puedo entrar con mi cuenta de Google?`,
        answer: t`Sí, si la escuela lo tiene activado: usa «Iniciar sesión con Google» en la página de inicio de sesión.`,
      },
      {
        question: t`¿Cómo protejo mejor mi cuenta?`,
        answer: t`Activa la verificación en dos pasos en Configuración: además de la contraseña, te pediremos un código de tu aplicación de autenticación. En «Sesiones abiertas» puedes cerrar las sesiones de otros dispositivos.`,
      },
      {
        question: t`¿Puedo descargar mis datos o eliminar mi cuenta?`,
        answer: t`Sí, en Configuración › Tus datos: «Descargar mis datos» te da un archivo con tu cuenta, tus cursos y tus entregas, y «Eliminar mi cuenta» la borra. Lo explicamos en la política de privacidad.`,
      },
    ],
  },
  {
    id: 'profesorado',
    heading: t`Profesorado`,
    items: [
      {
        question: t`Soy profesor de idiomas, ¿puedo trabajar con vosotros?`,
        answer: t`Nos encantará conocerte. En «Trabaja con nosotros» encontrarás las ofertas abiertas y podrás enviarnos tu candidatura con tu CV.`,
      },
    ],
  },
];
