// The shop's social links (Instagram, TikTok, Telegram) and its one-line address, shared by
// the footer and the contact page.
import { SHOP } from "../../shared/shop";
import { t } from "../i18n";
import { INSTAGRAM_ICON, TELEGRAM_ICON, TIKTOK_ICON } from "./extraIcons";
import { Icon } from "./Icon";

const SOCIAL_LINKS: { name: string; icon: string; href: string }[] = [
  { name: "Instagram", icon: INSTAGRAM_ICON, href: SHOP.social.instagram },
  { name: "TikTok", icon: TIKTOK_ICON, href: SHOP.social.tiktok },
  { name: "Telegram", icon: TELEGRAM_ICON, href: SHOP.social.telegram },
];

export const SHOP_ADDRESS = `${SHOP.address.street}, ${SHOP.address.city}, ${SHOP.address.countryName}`;

export function SocialLinks() {
  return (
    <ul className="social-links">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("{network} (opens in a new tab)", { network: link.name })}
          >
            <Icon d={link.icon} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
