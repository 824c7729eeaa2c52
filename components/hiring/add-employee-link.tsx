// 'Add employee': the start of the hire flow ('Choose your type of hire'), in page headers and list toolbars.
import Link from "next/link";

export function AddEmployeeLink({ companyId }: { companyId: string }) {
  return (
    <Link
      href={`/companies/${companyId}/add-hire`}
      className="inline-flex min-h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700"
    >
      Add employee
    </Link>
  );
}
