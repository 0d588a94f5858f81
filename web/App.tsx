// Routes of the shop. Every page but the home page is its own lazy chunk, and
// the admin dashboard is one that visitors never download.
import { lazy, type ReactNode, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { AuthProvider } from "./auth/AuthProvider";
import { RequireAdmin, RequireUser } from "./auth/guards";
import { Layout } from "./components/Layout";
import { ToastProvider } from "./components/Toast";
import HomePage from "./pages/HomePage";

const ProductsPage = lazy(() => import("./pages/ProductsPage"));
const ProductPage = lazy(() => import("./pages/ProductPage"));
const AboutPage = lazy(() => import("./pages/AboutPage"));
const ContactPage = lazy(() => import("./pages/ContactPage"));
const LoginPage = lazy(() => import("./pages/LoginPage"));
const RegisterPage = lazy(() => import("./pages/RegisterPage"));
const ForgotPasswordPage = lazy(() => import("./pages/ForgotPasswordPage"));
const OrderPage = lazy(() => import("./pages/OrderPage"));
const OrdersPage = lazy(() => import("./pages/OrdersPage"));
const ProfilePage = lazy(() => import("./pages/ProfilePage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const AdminPage = lazy(() => import("./admin/AdminPage"));

const page = (element: ReactNode) => (
  <Suspense fallback={<p className="page-loading">Loading…</p>}>{element}</Suspense>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/products" element={page(<ProductsPage />)} />
        <Route path="/product/:id" element={page(<ProductPage />)} />
        <Route path="/about" element={page(<AboutPage />)} />
        <Route path="/contact" element={page(<ContactPage />)} />
        <Route path="/login" element={page(<LoginPage />)} />
        <Route path="/register" element={page(<RegisterPage />)} />
        <Route path="/forgot-password" element={page(<ForgotPasswordPage />)} />
        <Route path="/order/:id" element={<RequireUser>{page(<OrderPage />)}</RequireUser>} />
        <Route path="/orders" element={<RequireUser>{page(<OrdersPage />)}</RequireUser>} />
        <Route path="/profile" element={<RequireUser>{page(<ProfilePage />)}</RequireUser>} />
        <Route path="/admin" element={<RequireAdmin>{page(<AdminPage />)}</RequireAdmin>} />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <AuthProvider>
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </AuthProvider>
  );
}
