// The floating share button (bottom right, every page): Facebook, Twitter, WhatsApp and
// Copy Link, which uses the native share sheet when present or copies the address.
// The toggle comes first in the DOM (tab order); CSS stacks the menu above it.
import { useEffect, useState } from "react";
import { COPY_CONFIRM_MS } from "../../shared/limits";
import { MSG } from "../../shared/messages";
import { useDisclosure } from "../hooks/useDisclosure";
import { Icon, type IconName } from "./Icon";
import { shareOrCopy } from "./share";

const NETWORKS: { name: string; icon: IconName; href: (url: string, title: string) => string }[] = [
  {
    name: "Facebook",
    icon: "facebook",
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  },
  {
    name: "Twitter",
    icon: "twitter",
    href: (url, title) => `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
  },
  { name: "WhatsApp", icon: "whatsapp", href: (url, title) => `https://wa.me/?text=${title}%20${url}` },
];

export function ShareButton() {
  const { open, toggle, rootRef, toggleRef } = useDisclosure();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  // read when the menu renders, so it is always the page being looked at
  const url = encodeURIComponent(window.location.href);
  const title = encodeURIComponent(document.title);

  const copyLink = async () => {
    const outcome = await shareOrCopy(window.location.href, document.title);
    if (outcome === "copied") setCopied(true);
  };

  return (
    <div className="share" ref={rootRef}>
      <button
        type="button"
        ref={toggleRef}
        className="share-toggle"
        aria-expanded={open}
        aria-controls={open ? "share-menu" : undefined}
        aria-label="Share this page"
        onClick={toggle}
      >
        <Icon name={open ? "close" : "share"} size={22} />
      </button>
      <p className="share-status" role="status">
        {copied ? MSG.share.copied : ""}
      </p>
      {open ? (
        <ul className="share-menu" id="share-menu">
          {NETWORKS.map((network) => (
            <li key={network.name}>
              <a
                className="share-item"
                href={network.href(url, title)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name={network.icon} size={18} />
                {network.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
          <li>
            <button type="button" className="share-item" onClick={copyLink}>
              <Icon name={copied ? "check" : "link"} size={18} />
              Copy Link
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
