// The seeded sign-ins, one per role of the spec. README lists them; e2e tests sign in with them.
// Every demo account shares one password so a reviewer can switch roles quickly.

export const DEMO_PASSWORD = "Omni-demo-2026!";
export const INTERNAL_COMPANY_ID = "internal";

export type DemoAccount = {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Role strings as the spec names them. */
  roles: string[];
  /** Scopes on the manager/employee role. */
  scopes?: string[];
  /** Where the user lands after signing in. */
  home: string;
  description: string;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: "admin",
    email: "admin@omniplatform.example",
    firstName: "Alex",
    lastName: "Admin",
    roles: ["admin"],
    home: "/companies",
    description: "General admin",
  },
  {
    key: "csAdmin",
    email: "cs.admin@omniplatform.example",
    firstName: "Casey",
    lastName: "Success",
    roles: ["admin", "customer-success"],
    home: "/companies",
    description: "Customer-success admin",
  },
  {
    key: "opAdmin",
    email: "op.admin@omniplatform.example",
    firstName: "Olivia",
    lastName: "Operator",
    roles: ["admin", "operator"],
    home: "/companies",
    description: "Operator (OP) admin",
  },
  {
    key: "payrollAdmin",
    email: "payroll.admin@omniplatform.example",
    firstName: "Priya",
    lastName: "Payroll",
    roles: ["admin", "payroll"],
    home: "/companies",
    description: "Payroll admin",
  },
  {
    key: "financeAdmin",
    email: "finance.admin@omniplatform.example",
    firstName: "Felix",
    lastName: "Finance",
    roles: ["admin", "finance"],
    home: "/companies",
    description: "Finance admin",
  },
  {
    key: "benefitsAdmin",
    email: "benefits.admin@omniplatform.example",
    firstName: "Bea",
    lastName: "Benefits",
    roles: ["admin", "benefits"],
    home: "/companies",
    description: "Benefits admin",
  },
  {
    key: "benefitsSpecialist",
    email: "benefits.specialist@omniplatform.example",
    firstName: "Sam",
    lastName: "Specialist",
    roles: ["benefits-specialist"],
    home: "/payroll",
    description: "Benefits specialist",
  },
  {
    key: "ieAdmin",
    email: "ie.admin@omniplatform.example",
    firstName: "Ines",
    lastName: "Expansion",
    roles: ["international-expansion"],
    home: "/companies",
    description: "International-expansion admin",
  },
  {
    key: "viewerClients",
    email: "viewer.clients@omniplatform.example",
    firstName: "Vera",
    lastName: "Viewer",
    roles: ["viewer:clients-sensitive-data"],
    home: "/employees",
    description: "Viewer: clients sensitive data",
  },
  {
    key: "viewerPeople",
    email: "viewer.people@omniplatform.example",
    firstName: "Pat",
    lastName: "People",
    roles: ["viewer:product-sensitive-data"],
    home: "/employees",
    description: "Viewer: people-team sensitive data",
  },
  {
    key: "superManager",
    email: "super.manager@acme.example",
    firstName: "Sofia",
    lastName: "Super",
    roles: ["manager"],
    scopes: ["employees:*", "expenses:notifications", "payroll:*", "finance:*", "super-manager"],
    home: "/employees",
    description: "Super manager (Acme Corp)",
  },
  {
    key: "manager",
    email: "manager@acme.example",
    firstName: "Mark",
    lastName: "Manager",
    roles: ["manager"],
    scopes: ["employees:*", "expenses:notifications"],
    home: "/employees",
    description: "Manager (Acme Corp)",
  },
  {
    key: "reviewManager",
    email: "manager@newco.example",
    firstName: "Nina",
    lastName: "Newco",
    roles: ["manager"],
    scopes: ["employees:*", "super-manager"],
    home: "/companies/newco/edit",
    description: "Manager of a company flagged needs-review",
  },
  {
    key: "employee",
    email: "employee@acme.example",
    firstName: "Emma",
    lastName: "Employee",
    roles: ["employee"],
    home: "/profile",
    description: "Employee (Acme Corp, Germany)",
  },
  {
    key: "incompleteEmployee",
    email: "new.hire@acme.example",
    firstName: "Ian",
    lastName: "Incomplete",
    roles: ["employee"],
    home: "/employees/emp-incomplete/edit",
    description: "Employee with required fields missing",
  },
  {
    key: "lsp",
    email: "lsp@euroemploy.example",
    firstName: "Lars",
    lastName: "Provider",
    roles: ["lsp"],
    home: "/employees",
    description: "LSP user (EuroEmploy)",
  },
  {
    key: "contractor",
    email: "contractor@freelance.example",
    firstName: "Carla",
    lastName: "Contractor",
    roles: ["contractor"],
    home: "(contractor site)",
    description: "Contractor (sent to the contractor site)",
  },
];

export function demoAccount(key: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
}
