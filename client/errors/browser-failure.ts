// An error boundary's failure, reported once it is shown in the browser: a failure of the browser's own (a render, a
// client loader) is sent to the operator; one the server rendered is already in the server's log under the id the
// page shows, and a page not found is no failure.
import { useEffect } from "react";
import { reportBrowserError } from "./error-report";
import { useRequestReference } from "./request-reference";

export function useBrowserFailureReport(error: unknown, status: number): void {
  const renderedByServer = useRequestReference() !== null;
  useEffect(() => {
    if (status >= 500 && !renderedByServer) reportBrowserError("boundary", error);
  }, [error, status, renderedByServer]);
}
