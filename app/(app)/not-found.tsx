import { NotFoundView } from "@/components/layout/not-found-view";

// 'Page not found' inside the shell for a signed-in user (the (app) layout renders no shell when signed out).
export default function SignedInNotFound() {
  return <NotFoundView />;
}
