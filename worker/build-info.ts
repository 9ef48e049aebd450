// The build this worker was made from (scripts/build-id.mjs, baked in by Vite's `define`), for /api/health.
declare const __SHOP_BUILD__: string | undefined;

export const SHOP_BUILD: string = typeof __SHOP_BUILD__ === "string" ? __SHOP_BUILD__ : "unknown";
