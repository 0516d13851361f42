// Build-time constants injected by the shared rspack config (shared/mf/create-config.cjs).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** The fault a demo build carries on purpose ('render'), '' in every other build. */
declare const __DEMO_FAULT__: string;
declare const __API_BASE_URL__: string;

// Font files are emitted as assets; importing one gives its URL (see create-config.cjs).
declare module '*.woff2' {
  const url: string;
  export default url;
}
