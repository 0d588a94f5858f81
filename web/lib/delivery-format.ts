// The shop's date and slot formats live in shared/, where the e-mails and the shop's chat use them too.
export { formatDayParts, formatShopDate, formatSlot } from "../../shared/delivery-format";
