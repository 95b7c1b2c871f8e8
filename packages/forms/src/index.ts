export * from './admin';
export * from './attendance';
export * from './auth';
export * from './query';
export * from './student';
export * from './teacher';
export * from './text';
export * from './youtube';
