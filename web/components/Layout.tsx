// The shared frame of every page: skip link, promo banner, sticky navigation, the page
// itself (each page renders its own <main id="main">), footer and floating share button.
import "../styles/frame.css";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useNearViewport } from "../hooks/useNearViewport";
import { Navbar } from "./Navbar";
import { PromoBanner } from "./PromoBanner";
import { ShareButton } from "./ShareButton";

// below the fold on every page, so its code is fetched as the visitor scrolls towards it
const Footer = lazy(() => import("./Footer"));

function DeferredFooter() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div ref={ref} className="site-footer footer-placeholder" />;
  return near ? <Suspense fallback={placeholder}>{<Footer />}</Suspense> : placeholder;
}

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
      <DeferredFooter />
      <ShareButton />
    </div>
  );
}
