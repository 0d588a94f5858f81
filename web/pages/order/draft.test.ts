// The order form's rules without a browser: a fresh draft chooses nothing for the customer,
// what the body sends for the buyer-receives case and for a recipient, the card limit in
// graphemes, messages that only ever clear, and a kept draft coming back only as far as the
// shop still offers it.
import { describe, expect, it } from "vitest";
import { CARD_MESSAGE_MAX } from "../../../shared/card";
import { customer } from "../../test/render";
import {
  draftErrors,
  type Offer,
  type OrderDraft,
  offeredMethods,
  orderBody,
  remainingErrors,
  resumeDraft,
  startDraft,
} from "./draft";

const product = { id: "3", name: "Sunset Roses", price: 45 };
const fresh = () => startDraft({ user: customer(), size: "deluxe", area: "1" });
/** A draft ready to place: a day, a time, and the buyer receiving. */
const draft = (over: Partial<OrderDraft> = {}): OrderDraft => ({
  ...fresh(),
  date: "2026-11-23",
  slot: "afternoon",
  selfRecipient: true,
  ...over,
});

describe("startDraft", () => {
  it("chooses no day, no time and no recipient, and fills only the buyer's own details", () => {
    expect(fresh()).toMatchObject({
      date: "",
      slot: "",
      selfRecipient: false,
      recipientName: "",
      recipientPhone: "",
      name: "Sok Dara",
      email: "dara@example.com",
      mobile: "+855 12 345 678",
      address: "Street 9, Wat Bo",
    });
  });
});

describe("orderBody", () => {
  it("leaves out the recipient, an empty card and the pin when the buyer receives, and always says Siem Reap", () => {
    const body = orderBody(draft({ cardMessage: "   ", landmark: " Old Market " }), product);
    expect(body).not.toHaveProperty("recipient");
    expect(body).not.toHaveProperty("cardMessage");
    expect(body).not.toHaveProperty("location");
    expect(body).toMatchObject({
      size: "deluxe",
      addOns: [],
      delivery: { date: "2026-11-23", slot: "afternoon" },
      area: 1,
      customerInfo: { city: "Siem Reap", landmark: "Old Market", address: "Street 9, Wat Bo" },
    });
  });

  it("sends the recipient and the card as typed (trimmed) when someone else receives", () => {
    const body = orderBody(
      draft({
        selfRecipient: false,
        recipientName: " Chan Sophea ",
        recipientPhone: "+855 92 111 222",
        cardMessage: "  Happy birthday!\nLove  ",
        location: { lat: 13.36, lng: 103.86 },
      }),
      product,
    );
    expect(body.recipient).toEqual({ name: "Chan Sophea", phone: "+855 92 111 222" });
    expect(body.cardMessage).toBe("Happy birthday!\nLove");
    expect(body.location).toEqual({ lat: 13.36, lng: 103.86 });
  });

  it("sends the way to pay chosen, cash unless the customer picked KHQR", () => {
    expect(orderBody(draft(), product).paymentMethod).toBe("cash");
    expect(orderBody(draft({ paymentMethod: "khqr" }), product).paymentMethod).toBe("khqr");
  });
});

describe("offeredMethods", () => {
  it("offers cash always and KHQR only when the shop lists it, ignoring names it does not know", () => {
    expect(offeredMethods([])).toEqual(["cash"]);
    expect(offeredMethods(["cash"])).toEqual(["cash"]);
    expect(offeredMethods(["khqr", "cash", "card"])).toEqual(["cash", "khqr"]);
  });
});

describe("draftErrors", () => {
  it("counts the card in graphemes: 250 Khmer syllables pass, 251 do not", () => {
    const syllable = "ក្សា"; // four code points, one character as read
    expect(
      draftErrors(draft({ cardMessage: syllable.repeat(CARD_MESSAGE_MAX) })).cardMessage,
    ).toBeUndefined();
    expect(draftErrors(draft({ cardMessage: syllable.repeat(CARD_MESSAGE_MAX + 1) })).cardMessage).toBe(
      "Please keep the card message to 250 characters",
    );
  });

  it("asks a fresh draft for the date and the recipient's name and phone, and the time once a date is chosen", () => {
    const errors = draftErrors(fresh());
    expect(errors.date).toBe("Please choose a delivery date");
    expect(errors.slot).toBeUndefined();
    expect(errors.recipientName).toBe("Please enter the recipient's name");
    expect(errors.recipientPhone).toBe("Please enter the recipient's phone number");
    expect(draftErrors({ ...fresh(), date: "2026-11-24" })).toMatchObject({
      date: undefined,
      slot: "Please choose a delivery time",
    });
  });

  it("asks for phones with six digits and an address longer than a letter, taking any country's numbers", () => {
    expect(
      draftErrors(
        draft({ mobile: "abc", recipientPhone: "call the hotel", address: "x", selfRecipient: false }),
      ),
    ).toMatchObject({
      mobile: "Please enter a phone number with at least 6 digits",
      recipientPhone: "Please enter a phone number with at least 6 digits",
      address: "Please enter the full delivery address: a street, hotel or house",
    });
    const fine = draftErrors(
      draft({
        mobile: "+33 6 12 34 56 78",
        recipientPhone: "០១២ ៣៤៥ ៦៧៨",
        address: "吴哥酒店",
        selfRecipient: false,
      }),
    );
    expect([fine.mobile, fine.recipientPhone, fine.address]).toEqual([undefined, undefined, undefined]);
  });

  it("asks for no recipient once 'I am the recipient' is ticked", () => {
    const errors = draftErrors({ ...fresh(), selfRecipient: true });
    expect(errors.recipientName).toBeUndefined();
    expect(errors.recipientPhone).toBeUndefined();
  });
});

describe("remainingErrors", () => {
  it("drops a message once its field is valid and never adds one the customer was not shown", () => {
    const shown = draftErrors(draft({ name: "", address: "" }));
    const left = remainingErrors(shown, draft({ name: "Dara", address: "", email: "" }));
    expect(left).toEqual({ address: "Please enter the delivery address" });
  });
});

describe("resumeDraft", () => {
  const offer: Offer = {
    today: "2026-11-23",
    lastDate: "2026-12-06",
    closedDates: ["2026-11-26"],
    areas: ["1", "2"],
    addOns: [1, 2],
    paymentMethods: ["cash", "khqr"],
  };
  const start = fresh();
  const typed = draft({
    size: "premium",
    addOns: [1, 3],
    date: "2026-11-25",
    slot: "evening",
    area: "2",
    selfRecipient: false,
    recipientName: "Chan Sophea",
    cardMessage: "Happy birthday",
    location: { lat: 13.36, lng: 103.86 },
    paymentMethod: "khqr",
  });

  it("brings back what was typed and chosen, with the size the page's address names", () => {
    expect(resumeDraft(JSON.parse(JSON.stringify(typed)), start, offer)).toEqual({
      ...typed,
      size: "deluxe",
      addOns: [1],
    });
  });

  it("gives a draft begun signed out the details of whoever signs in where it left them empty, and the account's e-mail", () => {
    const signedOut = { ...typed, name: "", mobile: "", address: "", email: "typed@example.com" };
    const account = {
      ...start,
      name: "Sok Dara",
      mobile: "+855 12 345 678",
      address: "Hotel",
      email: "dara@example.com",
    };
    expect(resumeDraft(signedOut, account, offer)).toMatchObject({
      name: "Sok Dara",
      mobile: "+855 12 345 678",
      address: "Hotel",
      email: "dara@example.com",
      cardMessage: "Happy birthday",
    });
    // a visitor's own typing stays
    expect(resumeDraft({ ...signedOut, name: "Dara K." }, { ...start, email: "" }, offer)).toMatchObject({
      name: "Dara K.",
      email: "typed@example.com",
    });
  });

  it("leaves the day and time to choose again, choosing none, when the kept day is past, closed or beyond the window", () => {
    for (const date of ["2026-11-22", "2026-11-26", "2026-12-07"]) {
      expect(resumeDraft({ ...typed, date }, start, offer)).toMatchObject({
        date: "",
        slot: "",
        cardMessage: "Happy birthday",
        recipientName: "Chan Sophea",
      });
    }
  });

  it("falls back to the fresh area for one no longer offered, and ignores what is not a draft", () => {
    expect(resumeDraft({ ...typed, area: "9" }, start, offer).area).toBe("1");
    expect(resumeDraft(null, start, offer)).toBe(start);
    expect(resumeDraft({ cardMessage: 42, location: "here", addOns: "1" }, start, offer)).toEqual(start);
  });

  it("pays cash when the kept way to pay is no longer offered or not a way to pay at all", () => {
    expect(resumeDraft(typed, start, { ...offer, paymentMethods: ["cash"] }).paymentMethod).toBe("cash");
    expect(resumeDraft({ ...typed, paymentMethod: "card" }, start, offer).paymentMethod).toBe("cash");
  });
});
