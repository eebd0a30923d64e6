export * from './money';
export * from './date';
export * from './names';
export * from './missing';
