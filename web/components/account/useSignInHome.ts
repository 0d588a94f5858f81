// What a verified e-mail code leads to (register code step, verify panel): the new session
// is stored, the success message (MSG) shows, and the customer lands on the home page.
import { useNavigate } from "react-router-dom";
import type { User } from "../../api/models";
import { useAuth } from "../../auth/AuthProvider";
import { useToast } from "../Toast";

export function useSignInHome() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  return (answer: { user: User; accessToken?: string }, message: string) => {
    signIn(answer.user, answer.accessToken);
    toast(message, "success");
    navigate("/", { replace: true });
  };
}
