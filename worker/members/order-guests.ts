// The embedded provider's ticket holders (docs/decisions/014): a member assigns each ticket of their own order to a
// person of their account (the member, a sub-account) or to a guest named for that order; the holder's age group on
// the ticket's date must be the ticket's. Another member's order answers like an unknown one (404); every check is
// made before anything is written, and the assignment is written as one batch (all or none).
import type { GuestType } from "../../shared/booking/guests";
import {
  type AssignGuestsRequest,
  type HolderKind,
  ORDER_NOT_ASSIGNABLE,
  ORDER_NOT_FOUND,
  type OrderGuestTicket,
  type OrderGuests,
  type QuickGuestRequest,
  TOO_MANY_ORDER_GUESTS,
  type TicketHolder,
  ageGroupOn,
} from "../../shared/contract/order-guests";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { type JsonAnswer, invalid, ok } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { readOrder } from "../orders/order-reads";
import type { FieldIssue } from "../validation";
import { memberOf } from "./embedded";
import type { MemberRow } from "./store";

export interface OrderGuestCalls {
  assignGuests(input: AssignGuestsRequest): Promise<JsonAnswer>;
  orderGuests(orderId: string): Promise<JsonAnswer>;
  quickGuest(input: QuickGuestRequest): Promise<JsonAnswer>;
}

export const orderNotFound = (locale: Locale): JsonAnswer => ({ status: 404, body: { error: "order_not_found", message: ORDER_NOT_FOUND[locale] } });

interface Holder {
  id: string;
  kind: HolderKind;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  /** A guest's age group as named (the same on every date). */
  namedAgeGroup: GuestType | null;
}

interface AssignmentRow {
  ticket_code: string;
  unique_id: string;
  person_id: string;
}

/** The member, their sub-accounts and the guests named for this order: everyone who may hold one of its tickets. */
async function holdersOf(db: D1Database, member: MemberRow, code: string): Promise<Holder[]> {
  const [subs, guests] = await db.batch<Record<string, string>>([
    db.prepare("SELECT id, first_name, last_name, date_of_birth FROM sub_accounts WHERE mafid = ?1 ORDER BY created_at, id").bind(member.mafid),
    db.prepare("SELECT id, first_name, last_name, age_group FROM order_guests WHERE mafid = ?1 AND reservation_code = ?2 ORDER BY created_at, id").bind(member.mafid, code),
  ]);
  return [
    { id: member.user_ak, kind: "member", firstName: member.first_name, lastName: member.last_name, dateOfBirth: member.date_of_birth, namedAgeGroup: null },
    ...subs!.results.map((r): Holder => ({ id: r.id!, kind: "sub_account", firstName: r.first_name!, lastName: r.last_name!, dateOfBirth: r.date_of_birth!, namedAgeGroup: null })),
    ...guests!.results.map((r): Holder => ({ id: r.id!, kind: "guest", firstName: r.first_name!, lastName: r.last_name!, dateOfBirth: null, namedAgeGroup: r.age_group as GuestType })),
  ];
}

function ageGroupOfHolder(holder: Holder, date: string, tenant: Tenant): GuestType | null {
  return holder.kind === "guest" ? holder.namedAgeGroup : ageGroupOn(holder.dateOfBirth, date, tenant.childMinimumAge, holder.kind === "member");
}

function holderView(holder: Holder, date: string, tenant: Tenant): TicketHolder {
  return { id: holder.id, kind: holder.kind, firstName: holder.firstName, lastName: holder.lastName, ageGroup: ageGroupOfHolder(holder, date, tenant) };
}

async function assignmentsOf(db: D1Database, mafid: string, code: string): Promise<AssignmentRow[]> {
  const { results } = await db.prepare("SELECT ticket_code, unique_id, person_id FROM ticket_assignments WHERE reservation_code = ?1 AND mafid = ?2").bind(code, mafid).all<AssignmentRow>();
  return results;
}

function newGuestId(): string {
  const [a, b] = crypto.getRandomValues(new Uint32Array(2));
  return `GST-${a!.toString(36).padStart(7, "0")}${b!.toString(36).padStart(7, "0")}`.toUpperCase();
}

export function embeddedOrderGuests(ctx: OrderContext): OrderGuestCalls {
  const db = ctx.env.DB;
  /** Runs `answer` for the member's own order on this site; any other code (unknown, another's) answers 404. */
  const forOwnOrder = async (code: string, answer: (member: MemberRow, order: NonNullable<Awaited<ReturnType<typeof readOrder>>>["order"]) => Promise<JsonAnswer>) => {
    const found = await memberOf(ctx);
    if (!found.ok) return found.answer;
    const stored = await readOrder(db, code, ctx.tenant.siteId);
    if (!stored || stored.memberMafid !== found.member.mafid) return orderNotFound(ctx.locale);
    return answer(found.member, stored.order);
  };

  const view = async (member: MemberRow, order: { reservation_code: string; status: "confirmed" | "refunded"; tickets: { code: string; uniqueID: string; guestType: GuestType; title: string; date: string; time: string | null }[] }): Promise<OrderGuests> => {
    const [holders, assignments] = await Promise.all([holdersOf(db, member, order.reservation_code), assignmentsOf(db, member.mafid, order.reservation_code)]);
    const byId = new Map(holders.map((h) => [h.id, h]));
    const assigned = new Map(assignments.map((a) => [a.ticket_code, a.person_id]));
    const tickets = order.tickets.map((ticket): OrderGuestTicket => {
      const holder = byId.get(assigned.get(ticket.code) ?? "");
      return {
        ticketId: ticket.code,
        uniqueID: ticket.uniqueID,
        guestType: ticket.guestType,
        title: ticket.title,
        date: ticket.date,
        time: ticket.time,
        assignedUser: holder ? holderView(holder, ticket.date, ctx.tenant) : null,
        eligibleUserIds: holders.filter((h) => ageGroupOfHolder(h, ticket.date, ctx.tenant) === ticket.guestType).map((h) => h.id),
      };
    });
    const today = ctx.now.toISOString().slice(0, 10);
    return { orderId: order.reservation_code, status: order.status, tickets, guests: holders.filter((h) => h.kind === "guest").map((h) => holderView(h, today, ctx.tenant)) };
  };

  return {
    orderGuests: (orderId) => forOwnOrder(orderId, async (member, order) => ok({ data: await view(member, order) })),

    assignGuests: (input) =>
      forOwnOrder((input.orderId ?? input.reservationCode)!, async (member, order) => {
        if (order.status !== "confirmed") return { status: 422, body: { error: "order_not_assignable", message: ORDER_NOT_ASSIGNABLE[ctx.locale] } };
        const code = order.reservation_code;
        const holders = new Map((await holdersOf(db, member, code)).map((h) => [h.id, h]));
        const tickets = new Map(order.tickets.map((t) => [t.code, t]));
        const issues: FieldIssue[] = [];
        input.tickets.forEach((a, i) => {
          const ticket = tickets.get(a.ticketId);
          const holder = holders.get(a.userId);
          if (!ticket) issues.push({ field: `tickets.${i}.ticketId`, rule: "ticket_of_order", message: `tickets.${i}.ticketId is not a ticket of this booking` });
          if (!holder) issues.push({ field: `tickets.${i}.userId`, rule: "person_of_account", message: `tickets.${i}.userId is not a person of your account or a guest of this booking` });
          if (ticket && holder) {
            const group = ageGroupOfHolder(holder, ticket.date, ctx.tenant);
            if (group !== ticket.guestType) {
              issues.push({ field: `tickets.${i}.userId`, rule: "age_group", message: `tickets.${i}.userId is ${group ?? "of no known age group"} on ${ticket.date}; the ticket is for ${ticket.guestType}` });
            }
          }
        });
        // One ticket per person and visit (line), counting the tickets this call leaves as they are.
        const after = new Map((await assignmentsOf(db, member.mafid, code)).map((a) => [a.ticket_code, a.person_id]));
        for (const a of input.tickets) after.set(a.ticketId, a.userId);
        const seen = new Set<string>();
        for (const [ticketCode, personId] of after) {
          const ticket = tickets.get(ticketCode);
          if (!ticket) continue;
          const key = `${ticket.uniqueID}\u0000${personId}`;
          if (seen.has(key)) {
            const i = input.tickets.findIndex((a) => a.userId === personId && tickets.get(a.ticketId)?.uniqueID === ticket.uniqueID);
            const field = `tickets.${Math.max(i, 0)}.userId`;
            if (!issues.some((x) => x.field === field && x.rule === "one_per_person")) issues.push({ field, rule: "one_per_person", message: `${field} already holds a ticket of the same visit` });
          }
          seen.add(key);
        }
        if (issues.length) return invalid(issues);

        const stamp = ctx.now.toISOString();
        const remove = db.prepare("DELETE FROM ticket_assignments WHERE ticket_code = ?1 AND mafid = ?2");
        const insert = db.prepare(
          "INSERT INTO ticket_assignments (ticket_code, reservation_code, unique_id, mafid, person_id, person_kind, assigned_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        );
        try {
          // Removed first, then written: swapping two people between tickets passes the one-per-visit index.
          await db.batch([
            ...input.tickets.map((a) => remove.bind(a.ticketId, member.mafid)),
            ...input.tickets.map((a) => insert.bind(a.ticketId, code, tickets.get(a.ticketId)!.uniqueID, member.mafid, a.userId, holders.get(a.userId)!.kind, stamp)),
          ]);
        } catch (error) {
          // Another assignment of the same person to the same visit won the race: the whole batch was rolled back.
          if (String(error).includes("UNIQUE")) return invalid([{ field: "tickets", rule: "one_per_person", message: "a person already holds a ticket of the same visit" }]);
          throw error;
        }
        return ok({ data: await view(member, order) });
      }),

    quickGuest: (input) =>
      forOwnOrder(input.orderId, async (member, order) => {
        if (order.status !== "confirmed") return { status: 422, body: { error: "order_not_assignable", message: ORDER_NOT_ASSIGNABLE[ctx.locale] } };
        const id = newGuestId();
        // At most one named guest per ticket of the order, counted in the insert itself.
        const result = await db
          .prepare(
            `INSERT INTO order_guests (id, mafid, reservation_code, title, first_name, last_name, age_group, created_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
             WHERE (SELECT COUNT(*) FROM order_guests WHERE reservation_code = ?3 AND mafid = ?2) < ?9`,
          )
          .bind(id, member.mafid, order.reservation_code, input.title, input.firstName, input.lastName, input.ageGroup, ctx.now.toISOString(), order.tickets.length)
          .run();
        if (!result.meta.changes) return { status: 422, body: { error: "too_many_order_guests", message: TOO_MANY_ORDER_GUESTS[ctx.locale] } };
        const guest: TicketHolder = { id, kind: "guest", firstName: input.firstName, lastName: input.lastName, ageGroup: input.ageGroup };
        return ok({ data: guest });
      }),
  };
}
