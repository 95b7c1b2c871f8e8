/** Spanish answers of the messages API that are not in @aula/forms (form texts live there). */
export const MESSAGE_SERVER_MESSAGES = {
  courseNotFound: 'El curso no existe.',
  unknownField: 'La petición contiene campos no permitidos.',
  repeatedField: 'Cada campo del formulario solo puede enviarse una vez.',
} as const;
