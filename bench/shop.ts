// Signing the benchmarks in (the shops themselves come from e2e/server.ts's startShop, which
// names its state folder, so the large data set can be added to the running shop).

/** The seeded admin (the SEED_ADMIN_* defaults of .dev.vars.example). */
export interface AdminLogin {
  email: string;
  password: string;
}

export const ADMIN: AdminLogin = {
  email: process.env.SEED_ADMIN_EMAIL ?? "admin@example.com",
  password: process.env.SEED_ADMIN_PASSWORD ?? "admin-password",
};

/** Signs the admin in through the API; answers the bearer token. */
export async function adminToken(url: string, admin: AdminLogin = ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`Admin login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
