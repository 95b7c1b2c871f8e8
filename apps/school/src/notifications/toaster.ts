// The toaster's own module, so its code (Radix Toast) is fetched with the first toast only.
export { Toaster } from './toast/toast';
