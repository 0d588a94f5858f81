// Routes of the shop (spec §2). Admin code is a lazy chunk that visitors never download.
import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { AuthProvider } from "./auth/AuthProvider";
import { RequireAdmin } from "./auth/guards";

const AdminPage = lazy(() => import("./admin/AdminPage"));

export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <Routes>
          <Route
            path="/"
            element={
              <main>
                <h1>Siem Reap Flowers</h1>
              </main>
            }
          />
          <Route
            path="/admin"
            element={
              <RequireAdmin>
                <Suspense fallback={<p className="page-loading">Loading…</p>}>
                  <AdminPage />
                </Suspense>
              </RequireAdmin>
            }
          />
        </Routes>
      </BrowserRouter>
    </AuthProvider>
  );
}
