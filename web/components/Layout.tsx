// The shared frame of every page: skip link, promo banner, sticky navigation, the page
// itself (each page renders its own <main id="main">), footer and floating share button.
import "../styles/frame.css";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";
import { PromoBanner } from "./PromoBanner";
import { ShareButton } from "./ShareButton";

export function Layout() {
  const { pathname } = useLocation();

  // a new page starts at its top, as a full page load would
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose on each new path
  useEffect(() => {
    if (typeof window.scrollTo === "function") window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <PromoBanner />
      <Navbar />
      <div className="site-content">
        <Outlet />
      </div>
      <Footer />
      <ShareButton />
    </div>
  );
}
