// Build-time constants injected by the shared rspack config (shared/mf/create-config.cjs).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __API_BASE_URL__: string;
