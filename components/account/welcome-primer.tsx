"use client";

// Employee welcome primer (spec 1 section 4, spec 3 section 2): shown to employees until dismissed.
import { useState } from "react";
import { apiFetch } from "@/lib/http/client";
import { Button } from "@/components/ui/button";

export function WelcomePrimer({
  userId,
  firstName,
  percent,
  completed,
  total,
}: {
  userId: string;
  firstName: string;
  percent: number;
  completed: number;
  total: number;
}) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section className="rounded-lg border border-indigo-200 bg-indigo-50 p-6" aria-labelledby="welcome-primer">
      <h2 id="welcome-primer" className="text-xl font-semibold text-indigo-900">
        Welcome, {firstName}!
      </h2>
      <p className="mt-2 text-sm text-indigo-900">
        Here you can follow your onboarding, complete your profile and sign your contract.
      </p>
      <div className="mt-4">
        <div className="flex justify-between text-sm text-indigo-900">
          <span>Onboarding progress</span>
          <span data-testid="welcome-progress">{percent}%</span>
        </div>
        <div
          className="mt-1 h-2 w-full rounded-full bg-white"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label="Onboarding progress"
        >
          <div className="h-2 rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-xs text-indigo-900">
          {completed} of {total} steps completed
        </p>
      </div>
      <Button
        className="mt-4"
        variant="secondary"
        onClick={() => {
          setOpen(false);
          apiFetch(`/api/users/${userId}`, { method: "PATCH", json: { seenWelcomeScreen: true } }).catch(() => {});
        }}
      >
        Got it
      </Button>
    </section>
  );
}
