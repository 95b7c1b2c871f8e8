import {
  type SampleMessage,
  MessagesPlaceholder as SharedPlaceholder,
} from '../../../shell/messages-placeholder';

const SAMPLE_MESSAGES: SampleMessage[] = [
  {
    id: 1,
    from: 'Sara Alumna',
    subject: 'Duda sobre la redacción',
    date: '03/03/2025',
    preview: 'Buenas tardes, ¿la redacción puede tener más de 200 palabras?',
  },
  {
    id: 2,
    from: 'Coordinación académica',
    subject: 'Reunión de profesores',
    date: '27/02/2025',
    preview: 'La próxima reunión será el viernes a las 12:00 por videollamada.',
  },
];

/** Spec, "Teacher panel": messages are a placeholder with sample data; nothing is sent. */
export function MessagesSection() {
  return <SharedPlaceholder messages={SAMPLE_MESSAGES} />;
}
