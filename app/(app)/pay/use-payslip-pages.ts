"use client";

import useSWRInfinite from "swr/infinite";
import { swrFetcher } from "@/lib/http/client";
import { apiPath } from "@/lib/swr/api-path";
import { payslipsPath, type PayslipPage } from "@/lib/payslips/schema";

/** GET /api/employees/{id}/payslips, the keyset pages after the first one (the server renders that one): nothing is
 *  fetched until setSize asks for a page, then each page starts after the previous page's nextCursor. */
export function usePayslipPagesAfter(employeeId: string, firstCursor: string | null) {
  return useSWRInfinite<PayslipPage>(
    (index, previous: PayslipPage | null) => {
      const after = index === 0 ? firstCursor : previous?.nextCursor;
      return after ? apiPath(payslipsPath(employeeId), { cursor: after }) : null;
    },
    swrFetcher,
    { initialSize: 0, revalidateFirstPage: false },
  );
}
