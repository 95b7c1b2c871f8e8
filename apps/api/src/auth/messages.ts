/** The Spanish answers of registration, login and verification (spec sections 5 and 7). */
export const AUTH_MESSAGES = {
  registered: 'Registro exitoso. Revisa tu correo electrónico para verificar tu cuenta.',
  usernameTaken: 'El nombre de usuario ya está en uso.',
  badCredentials: 'Credenciales incorrectas',
  unverified: 'Tu cuenta no ha sido verificada. Revisa tu correo electrónico para activarla.',
  loggedIn: 'Inicio de sesión exitoso',
  tokenMissing: 'Token de verificación no encontrado.',
  tokenInvalid: 'Token de verificación inválido o ya utilizado.',
  tokenExpired: 'Token expirado. Regístrate de nuevo para recibir un nuevo enlace.',
  verified: 'Tu cuenta ha sido verificada exitosamente',
  // Ours (decision 131).
  loggedOut: 'Has cerrado la sesión.',
  noOtherSessions: 'No había otras sesiones abiertas.',
  otherSessionsEnded: (count: number) =>
    count === 1 ? 'Hemos cerrado 1 sesión más.' : `Hemos cerrado ${count} sesiones más.`,
} as const;
