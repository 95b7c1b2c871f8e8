/** The server's Spanish answers about notifications (the inputs' own messages are in @aula/forms). */
export const NOTIFICATION_SERVER_MESSAGES = {
  tooManyStreams:
    'Tienes demasiadas pestañas o dispositivos conectados a la vez. Cierra alguno y vuelve a intentarlo.',
} as const;
