export * from './shared-modules.cjs';
export * from './first-paint-styles.cjs';
