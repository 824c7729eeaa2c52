import { NotFoundView } from "@/components/layout/not-found-view";

// Outside the signed-in shell (signed-out visitors); app/(app)/not-found.tsx renders it inside the shell.
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundView />
    </main>
  );
}
