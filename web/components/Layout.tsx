// The shared frame: navigation, promo banner, footer, share button (placeholder).
import { Outlet } from "react-router-dom";

export function Layout() {
  return <Outlet />;
}
