import type { FaqItem } from '../components/faq-accordion/faq-accordion';

/** The spec's four questions: materials, the tool needed, the maximum level and the schedule. */
export const faqItems: FaqItem[] = [
  {
    question: '¿Qué materiales se utilizan en los cursos?',
    answer:
      'Libros digitales, fichas de vocabulario, acceso a la plataforma online y ejercicios interactivos, todo incluido en el precio del curso.',
  },
  {
    question: '¿Qué herramienta necesito para las clases?',
    answer:
      'Las clases se imparten por videollamada: solo necesitas un ordenador, tableta o móvil con conexión a internet, cámara y micrófono.',
  },
  {
    question: '¿Hasta qué nivel puedo llegar?',
    answer:
      'Nuestros cursos van del nivel A1 al C2 del Marco Común Europeo de Referencia, así que puedes llegar hasta el nivel más alto.',
  },
  {
    question: '¿Cómo son los horarios de las clases?',
    answer:
      'Hay cursos con horario fijo y cursos flexibles en los que eliges cuándo asistir, con clases de 6:00 a. m. a 11:00 p. m.',
  },
];
