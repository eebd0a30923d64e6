/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MOCK?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_OIDC_AUTHORITY?: string;
  readonly VITE_OIDC_CLIENT_ID?: string;
  readonly VITE_OIDC_AUDIENCE?: string;
  readonly VITE_OIDC_ORGANIZATION?: string;
  readonly VITE_OIDC_REDIRECT_PATH?: string;
  readonly VITE_OIDC_USE_REFRESH_TOKENS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
