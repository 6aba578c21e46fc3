export * from './access';
export * from './auth';
export * from './business';
export * from './files';
export * from './skin';
export * from './consumers';
