// "Remind me next year" ticked on the order form, asked for once the order is placed: the order
// gives the bouquet, the language and the day (docs/decisions/073).
import type { Occasion } from "../../../shared/occasions";
import type { Order } from "../../api/models";
import { remindersApi } from "../../api/reminders";

/** Whether the reminder was saved; a failure is logged and never thrown (the order stands). */
export async function remindAfter(order: Order, occasion: Occasion): Promise<boolean> {
  try {
    await remindersApi.create({ occasion, orderId: order.id });
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}
