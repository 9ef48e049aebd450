// The newsletter call's headers (site-id and lang); its body and answer are the shared contract's
// (shared/contract/newsletter.ts).
import { z } from "zod";
import { LOCALES } from "../../shared/locale";
import { siteIdHeaderSchema } from "../validation";

export const newsletterHeadersSchema = z.object({
  "site-id": siteIdHeaderSchema,
  lang: z.enum(LOCALES, { message: "lang header must be en or ar" }),
});
