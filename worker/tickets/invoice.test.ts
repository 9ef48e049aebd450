// The invoice names the way the order was paid in the order's language, for every way to pay, never as its code.
import { describe, expect, it } from "vitest";
import { PAYMENT_TYPES } from "../../shared/contract/orders";
import { TENANTS } from "../../tenants";
import { invoiceHtml } from "./invoice";
import { sampleOrder } from "./sample-order.fixture";

const dubai = TENANTS.find((t) => t.slug === "ski-dubai")!;
const paymentMethod = (html: string) => /<dt>[^<]*<\/dt><dd>([^<]*)<\/dd>\n<\/dl>/.exec(html)?.[1];

describe("the invoice's way to pay", () => {
  it("names a booking paid by the member's voucher in English and Arabic", () => {
    expect(paymentMethod(invoiceHtml({ ...sampleOrder("en"), payment_type: "voucher" }, dubai, "en"))).toBe("Voucher");
    expect(paymentMethod(invoiceHtml({ ...sampleOrder("ar"), payment_type: "voucher" }, dubai, "ar"))).toBe("قسيمة");
  });

  it("names every way to pay in words, not its code, in both languages", () => {
    for (const type of PAYMENT_TYPES) {
      for (const locale of ["en", "ar"] as const) {
        const named = paymentMethod(invoiceHtml({ ...sampleOrder(locale), payment_type: type }, dubai, locale));
        expect(named, `${type} ${locale}`).toBeTruthy();
        expect(named, `${type} ${locale}`).not.toBe(type);
      }
    }
  });
});
