import type { Metadata } from "next";
import { BackButton } from "@/components/layout/back-button";

export const metadata: Metadata = { title: "Error" };

export default function ErrorPage() {
  return (
    <main id="main" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong, please contact our support team</h1>
      <BackButton />
    </main>
  );
}
