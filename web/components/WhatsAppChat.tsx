// WhatsApp click-to-chat: a link that opens a chat with `phone` (the shop's number unless
// told otherwise), the message already typed, e.g. naming the flower or the order number.
import { withoutWordBreaks } from "../../shared/i18n/translate";
import { SHOP, whatsappChatUrl } from "../../shared/shop";
import { t } from "../i18n";
import { WHATSAPP_ICON } from "./extraIcons";
import { Icon } from "./Icon";

export function WhatsAppChat({
  text,
  phone = SHOP.whatsapp,
  label = "Chat on WhatsApp",
  className = "btn btn-secondary",
}: {
  /** the message the chat opens with (already in the page's language) */
  text: string;
  phone?: string;
  label?: string;
  className?: string;
}) {
  return (
    <a
      className={`whatsapp-chat ${className}`}
      href={whatsappChatUrl(phone, withoutWordBreaks(text))}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon d={WHATSAPP_ICON} size={18} />
      {t(label)} <span className="visually-hidden">{t("(opens in a new tab)")}</span>
    </a>
  );
}
