// An image as the CMS and the catalogue describe it: its address, its alternative text and an optional title.
import { z } from "zod";

export const imageSchema = z.object({
  image_url: z.string().min(1),
  alt_text: z.string(),
  title: z.string().optional(),
});
