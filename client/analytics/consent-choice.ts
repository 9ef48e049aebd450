// The stored consent choice of the request, given to the server render by entry.server.tsx (null: none stored). The
// browser never reads it: what depends on it is server HTML (the consent script and the dialog), kept as rendered.
import { createContext } from "react";
import type { ConsentCategories } from "../../shared/analytics";

export const ConsentChoiceContext = createContext<ConsentCategories | null | undefined>(undefined);

/**
 * Where the page goes once a choice is stored when the visitor opened it for the cookie settings (the footer's link,
 * shared/consent.ts CONSENT_SETTINGS_PARAM); null otherwise. Server render only, like the choice.
 */
export const ConsentSettingsContext = createContext<string | null>(null);
