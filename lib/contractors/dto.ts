// What the contractor screens receive.
export type ContractorRow = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  country: string;
  countryName: string | null;
  startDate: string | null;
  endDate: string | null;
  rate: string | null;
  currency: string | null;
  frequency: string | null;
  state: string;
  createdAt: string;
};

export type ContractorInvoiceRow = {
  id: string;
  state: string;
  amount: string;
  currency: string;
  description: string | null;
  dueDate: string;
  raisedAt: string;
  paidAt: string | null;
  /** Days past the due date for an unpaid invoice (OPEN, PENDING, IN_PROGRESS), else 0. */
  overdueBy: number;
};
