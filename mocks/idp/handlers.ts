// The mock identity provider's endpoints (discovery, JWKS, token, userinfo) — filled by the sign-in work.
export const idpHandlers = [];
