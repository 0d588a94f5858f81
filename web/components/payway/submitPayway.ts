// Sends the browser to PayWay's checkout: PayWay takes its purchase form as an ordinary HTML
// form post (never a fetch), so a hidden form with the fields the server signed is built and
// submitted, and the page leaves for PayWay's (or, in development, the shop's test gateway).
import type { PaywayCheckout } from "../../../shared/payment";

const FORM_MARK = "data-payway-checkout";

export function submitPayway({ action, fields }: PaywayCheckout, doc: Document = document): void {
  // Only a web address: never a "javascript:" action, whatever the answer held.
  const target = new URL(action, doc.baseURI);
  if (target.protocol !== "https:" && target.protocol !== "http:") throw new Error("Not a web address");
  doc.querySelector(`form[${FORM_MARK}]`)?.remove();
  const form = doc.createElement("form");
  form.setAttribute(FORM_MARK, "");
  form.setAttribute("method", "post");
  form.setAttribute("action", action);
  form.setAttribute("accept-charset", "UTF-8");
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  // From the prototype: a field named "submit" would hide the form's own method.
  HTMLFormElement.prototype.submit.call(form);
}
