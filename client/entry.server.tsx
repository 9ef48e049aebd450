// React Router's server entry: the document layer's render (client/document/render.server.tsx).
export { default, streamTimeout } from "./document/render.server";
