// The CMS's message documents: one message (title, text, the two buttons' words) and the booking messages (the
// warnings before a cart is lost, the session's warning and its end, content-and-account §8). A module of its own, so
// that the booking steps read them without building every other CMS document's schema (docs/decisions/028);
// shared/cms.ts re-exports both.
import { z } from "zod";

export const generalMessageSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  left_cta: z.string().min(1),
  right_cta: z.string().min(1),
});

export const bookingMessagesSchema = z.object({
  change_location_clear_shopping_cart_message: generalMessageSchema,
  logout_warning_message: generalMessageSchema,
  session_expired: generalMessageSchema,
  warning_timer_remaining: generalMessageSchema,
});
export type BookingMessages = z.infer<typeof bookingMessagesSchema>;
