/** Build settings of the school that Vite writes into the bundle (vite.config.ts). */
interface ImportMetaEnv {
  readonly SCHOOL_EMAIL?: string;
  readonly SCHOOL_PRIVACY_EMAIL?: string;
}
