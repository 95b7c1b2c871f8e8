import { t } from '@lingui/core/macro';
import type { FaqItem } from '../components/faq-accordion/faq-accordion';

/** The spec's four questions: materials, the tool needed, the maximum level and the schedule. */
export const faqItems = (): FaqItem[] => [
  {
    question: t`¿Qué materiales se utilizan en los cursos?`,
    answer: t`Libros digitales, fichas de vocabulario, acceso a la plataforma online y ejercicios interactivos, todo incluido en el precio del curso.`,
  },
  {
    question: t`¿Qué herramienta necesito para las clases?`,
    answer: t`Las clases se imparten por videollamada: solo necesitas un ordenador, tableta o móvil con conexión a internet, cámara y micrófono.`,
  },
  {
    question: t`¿Hasta qué nivel puedo llegar?`,
    answer: t`Nuestros cursos van del nivel A1 al C2 del Marco Común Europeo de Referencia, así que puedes llegar hasta el nivel más alto.`,
  },
  {
    question: t`¿Cómo son los horarios de las clases?`,
    answer: t`Hay cursos con horario fijo y cursos flexibles en los que eliges cuándo asistir, con clases de 6:00 a. m. a 11:00 p. m.`,
  },
];
