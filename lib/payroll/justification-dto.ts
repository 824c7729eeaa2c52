// A justification note (spec 2 sections 4, 5) as the API answers it: employeeId is the pay report's employee reference.
export const justificationSelect = {
  id: true,
  grossToNetId: true,
  employeeRef: true,
  employeeId: true,
  note: true,
  updatedAt: true,
} as const;
export const justificationDto = (j: {
  id: string;
  grossToNetId: string;
  employeeRef: string | null;
  employeeId: string | null;
  note: string;
  updatedAt: Date;
}) => ({
  id: j.id,
  grossToNetId: j.grossToNetId,
  employeeId: j.employeeRef,
  matchedEmployeeId: j.employeeId,
  note: j.note,
  updatedAt: j.updatedAt,
});
