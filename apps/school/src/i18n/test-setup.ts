/* The unit tests render and format in Spanish, the product's language, with every message of the app loaded. */
import { activateLocale } from './locale';

await activateLocale('es', ['all']);
