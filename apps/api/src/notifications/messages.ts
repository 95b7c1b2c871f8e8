/** The server's Spanish answers about notifications (the inputs' own messages are in @aula/forms). */
export const NOTIFICATION_SERVER_MESSAGES = {
  tooManyStreams:
    'Tienes demasiadas pestañas o dispositivos conectados a la vez. Cierra alguno y vuelve a intentarlo.',
  tooManyStreamsFromAddress:
    'Hay demasiados dispositivos de tu red conectados a la vez. Inténtalo de nuevo en unos minutos.',
  tooManyStreamsOnServer:
    'El servidor tiene demasiadas conexiones abiertas en este momento. Inténtalo de nuevo en unos minutos.',
} as const;
