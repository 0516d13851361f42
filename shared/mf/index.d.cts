export * from './shared-modules.cjs';
export * from './panel-styles.cjs';
