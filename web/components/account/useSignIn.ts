// What a verified e-mail code leads to (register code step, verify panel): the new session
// is stored, the success message (MSG) shows, and the customer goes back to where signing in
// began (the order they were placing, via location.state.from), else the home page.
import { useLocation, useNavigate } from "react-router-dom";
import type { User } from "../../api/models";
import { useAuth } from "../../auth/AuthProvider";
import { returnPath } from "../../auth/returnPath";
import { useToast } from "../Toast";

export function useSignIn() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  return (answer: { user: User; accessToken?: string }, message: string) => {
    signIn(answer.user, answer.accessToken);
    toast(message, "success");
    navigate(returnPath(location.state), { replace: true });
  };
}
