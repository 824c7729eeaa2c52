import { isReadOnly, links } from "@/lib/config";

// Spec 1 section 1 and 8: the product's read-only notice with the two migration guides.
export function ReadOnlyNotice() {
  if (!isReadOnly()) return null;
  return (
    <div
      role="status"
      data-testid="read-only-notice"
      className="w-full border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="font-semibold">OmniPlatform is now read-only</p>
      <p>
        OmniPlatform was acquired and no longer accepts changes. Please make changes on the Deel platform. See the{" "}
        <a className="underline" href={links.migrationGuideWorkers()} target="_blank" rel="noreferrer">
          migration guide for workers
        </a>{" "}
        or the{" "}
        <a className="underline" href={links.migrationGuideBusiness()} target="_blank" rel="noreferrer">
          migration guide for business clients
        </a>
        .
      </p>
    </div>
  );
}
