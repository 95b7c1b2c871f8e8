import type { DocumentSection } from '../components/document-page';
import { schoolIdentity as school } from './school-identity';

/*
 * The privacy notice (RGPD and LOPDGDD). Each statement matches what the platform does: what the tables
 * keep, for how long (docs/decisions/130–139), and how a user exercises a right themselves (Configuración ›
 * Tus datos, decision 134). A change of the product that stores something new must change this page.
 */

export const privacyPage = {
  heading: 'Política de privacidad',
  lead: (
    <p>
      En {school.legalName} («Aula») tratamos tus datos personales para darte clases de idiomas y para nada
      más que lo que explicamos aquí. Te contamos qué guardamos, para qué, durante cuánto tiempo y cómo puedes
      consultarlo, llevártelo o borrarlo.
    </p>
  ),
};

export const privacySections: DocumentSection[] = [
  {
    id: 'responsable',
    heading: 'Quién es el responsable',
    body: (
      <>
        <p>
          El responsable del tratamiento es {school.legalName}, con NIF {school.taxId} y domicilio en{' '}
          {school.address}. Para cualquier cuestión sobre tus datos puedes escribirnos a{' '}
          <a href={`mailto:${school.privacyEmail}`}>{school.privacyEmail}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'datos',
    heading: 'Qué datos tratamos',
    body: (
      <>
        <h3>Tu cuenta</h3>
        <p>
          Nombre de usuario, nombre, apellidos, correo electrónico, tu papel en la escuela (estudiante,
          profesor o administración), si has verificado el correo y la fecha de alta. De la contraseña solo
          guardamos una huella irreversible (argon2): nadie, tampoco nosotros, puede leerla. Si entras con
          Google, guardamos además el identificador de tu cuenta de Google para reconocerte, y el nombre y el
          correo que Google nos comunica.
        </p>
        <h3>Tus sesiones</h3>
        <p>
          Por cada inicio de sesión: cuándo empezó, cuándo se usó por última vez, cuándo caduca, si marcaste
          «No cerrar sesión» y una etiqueta del dispositivo como «Chrome en Android», deducida del navegador.
          No guardamos con la sesión tu dirección IP ni tu ubicación.
        </p>
        <h3>Seguridad de la cuenta</h3>
        <p>
          Si activas la verificación en dos pasos, el secreto de tu aplicación de autenticación (cifrado), el
          último código aceptado y la huella de tus códigos de recuperación. Los enlaces que te enviamos por
          correo (verificar la cuenta, restablecer la contraseña, cambiar el correo) se guardan solo como
          huella. Registramos los inicios de sesión y los accesos denegados (usuario, dirección IP, fecha y
          resultado) para detectar intentos de entrar en cuentas ajenas.
        </p>
        <h3>Tus cursos y tu actividad</h3>
        <ul>
          <li>Los cursos en los que te matriculas o que impartes.</li>
          <li>
            Tus entregas: el texto que escribes y los archivos que subes, y en los tests la opción elegida en
            cada pregunta.
          </li>
          <li>Las calificaciones y los comentarios del profesorado.</li>
          <li>Los materiales que sube el profesorado a sus cursos.</li>
          <li>
            Las clases en directo: la primera vez que pulsas «Unirse a la clase» en cada clase, la asistencia
            que pasa el profesor (presente, tarde o ausente) y las clases del curso flexible que reservas.
          </li>
          <li>
            Si creas un enlace de calendario en Configuración › Calendario, la huella de ese enlace y cuándo
            lo creaste.
          </li>
        </ul>
        <h3>Los correos que te enviamos</h3>
        <p>
          La plataforma guarda en su cola de envío cada correo que te manda (destinatario, asunto y texto)
          hasta que sale y, después, 30 días como registro del envío.
        </p>
        <h3>Si nos escribes, te presentas a una oferta o te suscribes</h3>
        <ul>
          <li>Formulario de contacto: tu nombre, tu correo y tu mensaje.</li>
          <li>
            Candidaturas a nuestras ofertas de trabajo: nombre, correo, idiomas, tu CV en PDF, tu mensaje y el
            estado en que la tenemos.
          </li>
          <li>
            Boletín: tu correo, cuándo te suscribiste y cuándo lo confirmaste desde el enlace que te enviamos.
          </li>
        </ul>
        <p>
          No pedimos datos especialmente protegidos (salud, ideología, origen…). Por favor, no los incluyas en
          tus entregas ni en tus mensajes si no es necesario.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    heading: 'Para qué los usamos y con qué base legal',
    body: (
      <ul>
        <li>
          <strong>Darte el servicio</strong> (tu cuenta, tus cursos, entregas y calificaciones, las clases, la
          asistencia, las reservas, el calendario y los correos que el servicio necesita): porque es necesario
          para el contrato que aceptas al registrarte (art. 6.1.b del RGPD).
        </li>
        <li>
          <strong>Proteger las cuentas y la plataforma</strong> (sesiones, verificación en dos pasos,
          registros de seguridad, límites de intentos): nuestro interés legítimo en evitar accesos indebidos
          (art. 6.1.f del RGPD).
        </li>
        <li>
          <strong>Contestar tus mensajes</strong> del formulario de contacto: las medidas que nos pides antes
          de un posible contrato y nuestro interés legítimo en atenderte (art. 6.1.b y 6.1.f del RGPD).
        </li>
        <li>
          <strong>Valorar tu candidatura</strong>: las medidas precontractuales que solicitas al presentarla
          (art. 6.1.b del RGPD).
        </li>
        <li>
          <strong>Enviarte el boletín</strong>: tu consentimiento, que das al confirmar la suscripción desde
          el correo que te enviamos y que puedes retirar en cualquier momento (art. 6.1.a del RGPD y art. 21
          de la LSSI).
        </li>
      </ul>
    ),
  },
  {
    id: 'conservacion',
    heading: 'Cuánto tiempo los conservamos',
    body: (
      <ul>
        <li>
          <strong>Cuenta</strong>: mientras la mantengas. Si la eliminas, al momento se borran tu nombre,
          usuario, correo y contraseña, tus sesiones, tus entregas (textos y archivos) y tus enlaces
          pendientes; tus calificaciones, tu asistencia y tus matrículas se conservan sin ningún dato que te
          identifique («Estudiante eliminado»), para que las notas del resto del curso sigan siendo correctas.
        </li>
        <li>
          <strong>Sesiones</strong>: hasta que cierras sesión o caducan (8 horas, o 30 días si marcaste «No
          cerrar sesión»); las caducadas se borran en menos de una hora.
        </li>
        <li>
          <strong>Enlaces por correo</strong>: el de verificación y el de cambio de correo valen 24 horas; el
          de restablecer la contraseña, 1 hora. Cada uno se puede usar una sola vez.
        </li>
        <li>
          <strong>Verificación en dos pasos y enlace de calendario</strong>: mientras los tengas activos; al
          crear un enlace de calendario nuevo, el anterior deja de funcionar.
        </li>
        <li>
          <strong>Correos enviados</strong>: 30 días desde que salen; después se borran de la cola de envío.
        </li>
        <li>
          <strong>Materiales del profesorado</strong>: mientras exista el curso; son de la escuela.
        </li>
        <li>
          <strong>Mensajes de contacto</strong>: un año desde que nos escribes.
        </li>
        <li>
          <strong>Candidaturas</strong>: hasta que termina el proceso de selección y, como máximo, un año.
        </li>
        <li>
          <strong>Boletín</strong>: hasta que te das de baja. Una suscripción que no se confirma no recibe
          ningún boletín.
        </li>
        <li>
          <strong>Registros de seguridad y copias de seguridad</strong>: el tiempo necesario para investigar
          un incidente y restaurar el servicio; las copias se sustituyen por otras más recientes.
        </li>
      </ul>
    ),
  },
  {
    id: 'destinatarios',
    heading: 'Quién puede verlos',
    body: (
      <>
        <p>
          Dentro de la escuela, cada persona ve solo lo que necesita: tu profesor ve tus entregas, tus notas y
          tu asistencia en sus cursos; la administración gestiona las cuentas y los cursos. No vendemos tus
          datos ni los cedemos para publicidad.
        </p>
        <p>
          Trabajamos con proveedores que los tratan por encargo nuestro y con contrato: el alojamiento de la
          plataforma y el envío de correo electrónico. Si entras con Google, Google trata tus datos según su
          propia política. Si tu profesor usa su propia sala de videollamada (Zoom, Google Meet o Microsoft
          Teams), al unirte a la clase tratas con ese proveedor. Si algún proveedor estuviera fuera del
          Espacio Económico Europeo, lo haríamos con las garantías del RGPD (una decisión de adecuación o las
          cláusulas contractuales tipo de la Comisión Europea).
        </p>
        <p>Solo daremos datos a una autoridad cuando la ley nos obligue.</p>
      </>
    ),
  },
  {
    id: 'derechos',
    heading: 'Tus derechos y cómo ejercerlos',
    body: (
      <>
        <p>
          Tienes derecho a acceder a tus datos, rectificarlos, suprimirlos, llevártelos (portabilidad),
          oponerte a su tratamiento, pedir que lo limitemos y retirar tu consentimiento cuando sea la base del
          tratamiento, sin que eso afecte a lo hecho antes. Muchos los puedes ejercer tú mismo, sin esperar:
        </p>
        <ul>
          <li>
            <strong>Acceso y portabilidad</strong>: en Configuración › Tus datos, «Descargar mis datos» te da
            un archivo ZIP con tu cuenta, tus cursos, tus entregas con sus archivos y tus calificaciones, en
            formato JSON, legible por otras aplicaciones.
          </li>
          <li>
            <strong>Supresión</strong>: en Configuración › Tus datos, «Eliminar mi cuenta», con tu contraseña
            y escribiendo ELIMINAR para confirmar. Si impartes un curso pendiente o activo, pide antes a la
            administración que lo finalice.
          </li>
          <li>
            <strong>Rectificación</strong>: en Configuración cambias tu nombre, tus apellidos, tu correo y tu
            contraseña.
          </li>
          <li>
            <strong>Boletín</strong>: cada boletín incluye un enlace para darte de baja con un solo clic.
          </li>
        </ul>
        <p>
          Para todo lo demás, escríbenos a <a href={`mailto:${school.privacyEmail}`}>{school.privacyEmail}</a>{' '}
          desde el correo de tu cuenta. Te contestaremos en un mes como máximo; si necesitamos comprobar tu
          identidad, te lo diremos.
        </p>
        <p>
          Los tests se corrigen automáticamente al entregarlos, pero ninguna decisión con efectos jurídicos
          sobre ti se toma solo de forma automática: tu profesor puede revisar cualquier calificación.
        </p>
      </>
    ),
  },
  {
    id: 'reclamaciones',
    heading: 'Si no estás de acuerdo',
    body: (
      <p>
        Puedes presentar una reclamación ante la Agencia Española de Protección de Datos (C/ Jorge Juan 6,
        28001 Madrid, <a href="https://www.aepd.es">www.aepd.es</a>). Te agradeceremos que antes nos escribas:
        muchas veces podemos resolverlo enseguida.
      </p>
    ),
  },
  {
    id: 'menores',
    heading: 'Menores de edad',
    body: (
      <p>
        Si tienes menos de 14 años, necesitas que tu madre, padre o tutor dé su consentimiento y cree o
        supervise tu cuenta. Quien tenga la patria potestad o la tutela puede ejercer tus derechos en tu
        nombre.
      </p>
    ),
  },
  {
    id: 'seguridad',
    heading: 'Cómo protegemos tus datos',
    body: (
      <p>
        Las contraseñas se guardan con argon2, los enlaces y códigos solo como huella, y el secreto de la
        verificación en dos pasos cifrado. La conexión va cifrada (HTTPS), limitamos los intentos fallidos de
        inicio de sesión y cada persona accede solo a sus propios cursos y entregas.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies y almacenamiento en tu navegador',
    body: (
      <>
        <p>No usamos cookies de publicidad ni de analítica. Solo lo técnicamente necesario:</p>
        <ul>
          <li>
            En el almacenamiento local del navegador: tu sesión (mientras la tengas abierta) y si prefieres el
            tema claro o el oscuro.
          </li>
          <li>
            La cookie <code>aula_browser_open</code>, sin datos personales, que desaparece al cerrar el
            navegador: así sabemos cerrar tu sesión si no marcaste «No cerrar sesión».
          </li>
          <li>
            La cookie <code>aula_google_state</code>, solo durante el inicio de sesión con Google, para
            comprobar que lo terminas en el mismo navegador en que lo empezaste.
          </li>
        </ul>
        <p>Al ser imprescindibles para el servicio, no necesitan tu consentimiento.</p>
      </>
    ),
  },
  {
    id: 'cambios',
    heading: 'Cambios en esta política',
    body: (
      <p>
        Si cambiamos algo importante, te avisaremos en la plataforma o por correo antes de que se aplique. La
        fecha de la última actualización está al principio de esta página.
      </p>
    ),
  },
];
