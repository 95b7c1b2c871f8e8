export * from './auth';
export * from './youtube';
