// The Content-Security-Policy nonce of the server response, handed to React Router's inline scripts.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
