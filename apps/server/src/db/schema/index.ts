export * from './access';
export * from './auth';
export * from './business';
export * from './consumers';
export * from './files';
export * from './kept-counts';
export * from './settings';
export * from './skin';
