import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { OrderGuests } from "../../shared/contract/order-guests";
import { storeSavedGuests } from "./order-guest-queries";

/** Two answers for the same order: before and after its ticket got a holder (only what the test compares). */
const before = { orderId: "SKD-1", tickets: [{ ticketId: "t1", assignedUser: null }] } as unknown as OrderGuests;
const after = { orderId: "SKD-1", tickets: [{ ticketId: "t1", assignedUser: { id: "g1", kind: "guest", name: "Sami Nasser" } }] } as unknown as OrderGuests;
const KEY = ["member", "m1", "ski-dubai", "order-guests", "SKD-1"] as const;

describe("storeSavedGuests", () => {
  it("keeps the saved holders when a read started before the save answers after it", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(KEY, before);
    // The read asked again after a guest was added: the server answers with the holders before the save, late.
    let answer!: (value: OrderGuests) => void;
    const stale = client.fetchQuery({ queryKey: KEY, queryFn: () => new Promise<OrderGuests>((resolve) => (answer = resolve)), staleTime: 0 }).catch(() => null);
    await Promise.resolve();

    await storeSavedGuests(client, KEY, after);
    answer(before);
    await stale;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(client.getQueryData(KEY)).toEqual(after);
  });

  it("without a read under way, stores the saved holders at once", async () => {
    const client = new QueryClient();
    client.setQueryData(KEY, before);
    await storeSavedGuests(client, KEY, after);
    expect(client.getQueryData(KEY)).toEqual(after);
  });
});
