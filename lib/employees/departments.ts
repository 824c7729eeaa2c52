// The employee department choices (Prisma enum Department), with the labels the form shows.
import type { Department } from "@/generated/prisma/client";

export const EMPLOYEE_DEPARTMENTS: { value: Department; label: string }[] = [
  { value: "Design", label: "Design" },
  { value: "Engineering", label: "Engineering" },
  { value: "Finance", label: "Finance" },
  { value: "Human_Resources", label: "Human Resources" },
  { value: "Legal", label: "Legal" },
  { value: "Management", label: "Management" },
  { value: "Marketing", label: "Marketing" },
  { value: "Operations", label: "Operations" },
  { value: "Product", label: "Product" },
  { value: "Sales", label: "Sales" },
  { value: "Other", label: "Other" },
];
