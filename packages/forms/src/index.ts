export * from './auth';
export * from './youtube';
export * from './admin';
export * from './student';
export * from './teacher';
