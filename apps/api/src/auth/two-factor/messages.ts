/** The Spanish answers of two-factor authentication (decision 133). */
export const TWO_FACTOR_ANSWERS = {
  codeNeeded: 'Escribe el código de verificación de tu aplicación de autenticación.',
  enrolmentNeeded:
    'Los administradores deben activar la verificación en dos pasos para entrar. Escanea el código QR con tu aplicación de autenticación.',
  wrongCode: 'El código de verificación no es correcto.',
  usedRecoveryCode:
    'Ese código de recuperación ya se usó: cada uno sirve una sola vez. Escribe otro o el código de tu aplicación.',
  challengeExpired: 'La verificación ha caducado. Vuelve a iniciar sesión.',
  wrongPassword: 'La contraseña no es correcta.',
  wrongSetupCode:
    'El código no es correcto. Comprueba que la hora de tu dispositivo es la correcta y escribe el código que se muestra ahora.',
  alreadyOn: 'La verificación en dos pasos ya está activada.',
  notOn: 'La verificación en dos pasos no está activada.',
  noSetup: 'Empieza de nuevo la activación de la verificación en dos pasos.',
  enabled:
    'Verificación en dos pasos activada. Guarda los códigos de recuperación en un lugar seguro: no se volverán a mostrar.',
  disabled: 'Verificación en dos pasos desactivada.',
  regenerated: 'Nuevos códigos de recuperación creados. Los anteriores ya no sirven.',
} as const;
