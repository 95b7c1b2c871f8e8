export * from './admin';
export * from './auth';
export * from './bookings';
export * from './query';
export * from './student';
export * from './teacher';
export * from './text';
export * from './youtube';
