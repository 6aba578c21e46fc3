export * from './access';
export * from './auth';
