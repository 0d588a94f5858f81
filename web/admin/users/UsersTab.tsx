// Users tab: every account, newest first, page by page, searched on the server (?tab=users&q=),
// with the suspension toggle. The toggle is never
// offered for administrators or for the signed-in owner (the server refuses both too, docs/decisions/015).

import type { User } from "../../api/models";
import { useAuth } from "../../auth/AuthProvider";
import { ShowMore } from "../../components/ShowMore";
import { useToast } from "../../components/Toast";
import { usePagedList } from "../../hooks/usePagedList";
import { formatDate } from "../../lib/format";
import { AdminTable } from "../AdminTable";
import { adminApi, failureText } from "../api";
import { allMatchingShown, ListToolbar } from "../ListToolbar";
import { LoadBanner } from "../LoadBanner";
import { useUrlSearch } from "../search";
import { usePendingRows } from "../usePendingRows";

/** Whether the signed-in admin may suspend or reactivate this account. */
function canToggleSuspension(user: User, me: User | null): boolean {
  return !user.isAdmin && user.id !== me?.id;
}

const USER_NOUN = { one: "user", other: "users" };

export function UsersTab() {
  const toast = useToast();
  const { user: me } = useAuth();
  const search = useUrlSearch();
  const { state, refreshing, update, more } = usePagedList(adminApi.users, { q: search.applied });
  const [busy, runBusy] = usePendingRows<number>();

  const toggle = (user: User) =>
    runBusy(
      user.id,
      async () => {
        const saved = await adminApi.toggleSuspension(user.id);
        update((list) => list.map((item) => (item.id === saved.id ? saved : item)));
        toast(saved.isSuspended ? `${saved.name} is suspended` : `${saved.name} is active again`, "success");
      },
      (failure) => toast(failureText(failure, `Could not update ${user.name}`), "error"),
    );

  // The head and the toolbar stay in every state; the table's place shows what is loading or failed.
  const users = state.status === "ready" ? state.data : null;

  return (
    <section aria-labelledby="users-title">
      <div className="admin-section-head">
        <h2 id="users-title">Users</h2>
      </div>
      <ListToolbar
        searchLabel="Search name, email or mobile"
        search={search}
        shown={users?.length ?? null}
        total={users?.length ?? null}
        more={more.available}
        noun={USER_NOUN}
      />
      {users === null ? (
        <LoadBanner state={state} />
      ) : (
        <AdminTable
          className="admin-users"
          caption="Users"
          columns={["Name", "Email", "Mobile", "Verified", "Role", "Joined", "Status", { hidden: "Actions" }]}
          empty={users.length > 0 ? null : search.applied ? "No users match." : "No users yet."}
          busy={refreshing}
        >
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className="admin-cell-title">
                {user.name}
                {user.id === me?.id ? <span className="admin-sub">(you)</span> : null}
              </th>
              <td data-label="Email">{user.email}</td>
              <td data-label="Mobile">{user.mobile || <span className="text-muted">Not given</span>}</td>
              <td data-label="Verified">
                {user.isVerified ? (
                  <span className="badge badge-success">Verified</span>
                ) : (
                  <span className="badge badge-warning">Unverified</span>
                )}
              </td>
              <td data-label="Role">{user.isAdmin ? "Administrator" : "Customer"}</td>
              <td data-label="Joined">{formatDate(user.createdAt)}</td>
              <td data-label="Status">
                {user.isSuspended ? (
                  <span className="badge badge-danger">Suspended</span>
                ) : (
                  <span className="badge badge-muted">Active</span>
                )}
              </td>
              <td className="admin-cell-actions">
                {canToggleSuspension(user, me) ? (
                  <button
                    type="button"
                    className={`btn btn-sm ${user.isSuspended ? "btn-secondary" : "btn-ghost admin-btn-cancel"}`}
                    disabled={busy.has(user.id)}
                    onClick={() => toggle(user)}
                    aria-label={`${user.isSuspended ? "Reactivate" : "Suspend"} ${user.name}`}
                  >
                    {user.isSuspended ? "Reactivate" : "Suspend"}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {users?.length ? (
        <ShowMore
          more={more}
          noun="users"
          done={search.applied ? allMatchingShown(users.length, USER_NOUN) : undefined}
        />
      ) : null}
    </section>
  );
}
