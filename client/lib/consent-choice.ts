// The stored consent choice of the request, given to the server render by entry.server.tsx (null: none stored). The
// browser never reads it: what depends on it is server HTML (the consent script and the dialog), kept as rendered.
import { createContext } from "react";
import type { ConsentCategories } from "../../shared/analytics";

export const ConsentChoiceContext = createContext<ConsentCategories | null | undefined>(undefined);
