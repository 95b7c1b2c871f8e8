import {
  type SampleMessage,
  MessagesPlaceholder as SharedPlaceholder,
} from '../../../shell/messages-placeholder';

const SAMPLE_MESSAGES: SampleMessage[] = [
  {
    id: 1,
    from: 'Marta Ruiz',
    subject: 'Bienvenida al curso',
    date: '03/03/2025',
    preview: '¡Hola! Te doy la bienvenida al curso. Revisa el material de la primera semana.',
  },
  {
    id: 2,
    from: 'Secretaría',
    subject: 'Horario de tutorías',
    date: '28/02/2025',
    preview: 'Las tutorías serán los martes y jueves de 17:00 a 18:00.',
  },
];

/** Spec, "Student panel": messages are a placeholder with sample data; nothing is sent. */
export function MessagesPlaceholder() {
  return <SharedPlaceholder messages={SAMPLE_MESSAGES} />;
}
