// Leaving for PayWay: the purchase form goes as an ordinary form post with the fields exactly as
// the shop signed them, whatever their names, and only ever to a web address.
import { afterEach, describe, expect, it, vi } from "vitest";
import { paywayCheckout, spyOnFormPosts } from "../../test/payway";
import { submitPayway } from "./submitPayway";

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("submitPayway", () => {
  it("posts the fields to the action as a hidden form, once", () => {
    const { posted } = spyOnFormPosts();
    submitPayway(paywayCheckout({ action: "/api/dev/payway/checkout" }));
    expect(posted()).toEqual([
      { method: "post", action: "/api/dev/payway/checkout", fields: paywayCheckout().fields, hidden: true },
    ]);
    submitPayway(paywayCheckout());
    // a second try replaces the first form rather than adding another
    expect(document.querySelectorAll("form")).toHaveLength(1);
  });

  it("still posts when a field's name is one of the form's own (submit, action)", () => {
    const { posted } = spyOnFormPosts();
    submitPayway({ action: "https://checkout.example/pay", fields: { submit: "1", action: "buy" } });
    expect(posted()).toEqual([
      {
        method: "post",
        action: "https://checkout.example/pay",
        fields: { submit: "1", action: "buy" },
        hidden: true,
      },
    ]);
  });

  it("refuses an action that is not a web address", () => {
    const { submit } = spyOnFormPosts();
    expect(() => submitPayway({ action: "javascript:alert(1)", fields: {} })).toThrow();
    expect(submit).not.toHaveBeenCalled();
  });
});
