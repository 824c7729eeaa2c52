import { ForbiddenPage } from "@/components/layout/forbidden-page";

// What forbidden() renders inside the shell: the one way a page refuses a signed-in user (lib/pages/guard.ts).
export default function Forbidden() {
  return <ForbiddenPage />;
}
