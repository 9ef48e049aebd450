// React Router's server entry: the document layer's render (client/document/render.server.tsx).
export { default, streamTimeout } from "./document/render.server";
import type { HandleErrorFunction } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { shopContext } from "../shared/request-context";

/**
 * A loader's, an action's or the render's failure: logged as JSON with the request and reported by the worker
 * (worker/observability). A request the visitor abandoned is no failure, nor a page not found (its request line says 404).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // A 5xx response React Router made from a thrown error keeps that error (its stack) beside it.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  context.get(shopContext).reportError(cause ?? error);
};
