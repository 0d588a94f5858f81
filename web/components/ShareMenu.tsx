// The share button's menu: Facebook, Twitter and WhatsApp links for this page, and Copy
// Link (native share sheet when present, otherwise the clipboard). Loaded on first open.

import { t } from "../i18n";
import { FACEBOOK_ICON, LINK_ICON, TWITTER_ICON, WHATSAPP_ICON } from "./extraIcons";
import { CHECK_ICON, Icon } from "./Icon";
import { shareOrCopy } from "./share";

const NETWORKS: { name: string; icon: string; href: (url: string, title: string) => string }[] = [
  {
    name: "Facebook",
    icon: FACEBOOK_ICON,
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  },
  {
    name: "Twitter",
    icon: TWITTER_ICON,
    href: (url, title) => `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
  },
  { name: "WhatsApp", icon: WHATSAPP_ICON, href: (url, title) => `https://wa.me/?text=${title}%20${url}` },
];

export default function ShareMenu({
  id,
  copied,
  onCopied,
}: {
  id: string;
  copied: boolean;
  onCopied: () => void;
}) {
  // read when the menu renders, so it is always the page being looked at
  const url = encodeURIComponent(window.location.href);
  const title = encodeURIComponent(document.title);

  const copyLink = async () => {
    if ((await shareOrCopy(window.location.href, document.title)) === "copied") onCopied();
  };

  return (
    <ul className="share-menu" id={id}>
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a className="share-item" href={network.href(url, title)} target="_blank" rel="noopener noreferrer">
            <Icon d={network.icon} size={18} />
            {network.name}
            <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
          </a>
        </li>
      ))}
      <li>
        <button type="button" className="share-item" onClick={copyLink}>
          <Icon d={copied ? CHECK_ICON : LINK_ICON} size={18} />
          {t("Copy Link")}
        </button>
      </li>
    </ul>
  );
}
