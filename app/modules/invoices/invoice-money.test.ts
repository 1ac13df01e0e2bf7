import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words.server";
import {
  financialYearLabel,
  financialYearOf,
  formatMoney,
  formatRate,
  invoiceNumber,
  parseMoney,
  plainMoney,
  splitGst,
} from "./invoice-money";

describe("money on invoices", () => {
  it("splits an amount that includes GST into a taxable value and GST that add up to it", () => {
    expect(splitGst(300_000, 1_800)).toEqual({ taxableMinor: 254_237, gstMinor: 45_763 });
    expect(splitGst(200_000, 1_800)).toEqual({ taxableMinor: 169_492, gstMinor: 30_508 });
    expect(splitGst(15_000, 0)).toEqual({ taxableMinor: 15_000, gstMinor: 0 });
    for (let total = 1; total < 5_000; total += 7) {
      const { taxableMinor, gstMinor } = splitGst(total, 1_800);
      expect(taxableMinor + gstMinor).toBe(total);
    }
  });

  it("parses typed amounts into minor units without floats, and refuses what is not an amount", () => {
    expect(parseMoney("3000")).toBe(300_000);
    expect(parseMoney("3,000.5")).toBe(300_050);
    expect(parseMoney(" 0.07 ")).toBe(7);
    expect(parseMoney("1000.10")).toBe(100_010);
    for (const bad of ["", "abc", "1.234", "-5", "1e3", "12.3.4"]) expect(parseMoney(bad), bad).toBeNull();
  });

  it("shows amounts with their currency, in words, and rates from basis points", () => {
    expect(formatMoney(300_000, "INR")).toBe("₹3,000.00");
    expect(formatMoney(12_345_678, "INR")).toBe("₹1,23,456.78");
    expect(formatMoney(11_250, "USD")).toBe("$112.50");
    expect(plainMoney(45_763, "INR")).toBe("INR 457.63");
    expect(amountInWords(300_000, "INR")).toBe("Three Thousand Rupees Only");
    expect(amountInWords(15_050, "USD")).toBe("One Hundred Fifty Dollars And Fifty Cents Only");
    expect(formatRate(1_800)).toBe("18%");
    expect(formatRate(1_250)).toBe("12.5%");
  });

  it("numbers by the Indian financial year, April to March, on the Indian calendar day", () => {
    // 31 March 18:29 UTC is still 31 March in India; 18:30 UTC is 1 April there.
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe(2026);
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe(2027);
    expect(financialYearOf(new Date("2026-12-02T10:00:00Z"))).toBe(2026);
    expect(financialYearLabel(2026)).toBe("2026-27");
    expect(financialYearLabel(2099)).toBe("2099-00");
    expect(invoiceNumber("fjphs", 2026, 7)).toBe("FJPHS/2026-27/0007");
  });
});
