// The printed ticket breaks what the customer typed in Khmer (card message, recipient, address,
// notes) between words only, so the florist never copies "សុខ|ភាព" split over two lines.
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrderWire } from "../../../shared/schemas";
import { toOrder } from "../../api/orders";
import { shownLineBreaks } from "../../test/khmer";
import { orderWire } from "../../test/orders";
import { DeliveryTickets } from "./DeliveryTickets";

function ticket(over: Partial<OrderWire>) {
  render(<DeliveryTickets orders={[toOrder(orderWire(over))]} rate={4100} />);
  const printed = document.querySelector(".delivery-ticket") as HTMLElement;
  // as printed: where its lines may break, "|" (test/khmer.ts), and no invisible character
  const shown = (element: Element | null | undefined) => {
    expect(element?.textContent).not.toMatch(/[\u200b\u2060]/);
    return element ? shownLineBreaks(element) : "";
  };
  const field = (term: string) =>
    shown([...printed.querySelectorAll("dt")].find((dt) => dt.textContent === term)?.nextElementSibling);
  return { card: shown(printed.querySelector(".delivery-ticket-card")), field };
}

describe("a delivery ticket in Khmer", () => {
  it("breaks the card message, recipient, address and notes between words only", () => {
    const { card, field } = ticket({
      card_message: "សូមជូនពរឱ្យមានសុខភាពល្អ",
      recipient_name: "សុខ ដារ៉ា",
      address: "ផ្លូវសុខដុម",
      landmark: "ក្បែរវត្តបូព៌",
      special_instructions: "ទូរស័ព្ទមុនពេលដល់",
    });
    expect(card).toBe("សូមជូនពរ|ឱ្យ|មាន|សុខភាព|ល្អ");
    expect(field("To")).toBe("សុខ ដារ៉ា");
    expect(field("Address")).toMatch(/^ផ្លូវ\|សុខដុម, ក្បែរ\|វត្ត\|បូព៌, /);
    expect(field("Notes")).toBe("ទូរស័ព្ទ|មុន|ពេល|ដល់");
  });

  it("keeps the words a Khmer keyboard parted with zero-width spaces, whatever the printer's dictionary", () => {
    const { card } = ticket({ card_message: "សូម\u200bជូនពរ\u200bឱ្យ\u200bមាន\u200bសុខភាព\u200bល្អ" });
    expect(card).toBe("សូម|ជូនពរ|ឱ្យ|មាន|សុខភាព|ល្អ");
  });

  it("leaves English as typed", () => {
    const { card, field } = ticket({ card_message: "Happy birthday, Dara!" });
    expect(card).toBe("Happy birthday, Dara!");
    expect(field("Address")).toBe("Street 9, Wat Bo, Near the pagoda, Siem Reap town");
  });
});
