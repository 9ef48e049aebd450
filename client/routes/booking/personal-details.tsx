// Placeholder until the page lands: the browser-rendered page shell.
export { clientLoader, HydrateFallback, default } from "../client-page";
