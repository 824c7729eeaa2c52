/** @jest-environment node */
// Spec 1 section 5 'Validation rules': each rule through the shared zod schema the form and the route handler
// use (lib/**/schema*.ts), asserting the spec's exact message on the field it names; the 409 duplicate e-mail
// through the real route handler.
import * as managersRoute from "@/app/api/companies/[companyId]/managers/route";
import { getDb } from "@/lib/db";
import { ZAccountForm } from "@/lib/account/schema";
import { ZCreateAmendment } from "@/lib/contracts/amendments/schema";
import { choiceError } from "@/lib/benefits/rules";
import { companyFormSchema, ZUpdateCompany } from "@/lib/companies/schema";
import { validateAnswers, type EntryDefinition } from "@/lib/contracts/questionnaire";
import { checkFileMeta, MAX_DOCUMENT_BYTES } from "@/lib/documents/schema";
import { ZEmployeeEdit } from "@/lib/employees/edit-schema";
import { depositTypesFor } from "@/lib/hiring/constants";
import {
  makeZAdminSeatForm,
  profileStage1Schema,
  ZArchiveSeatForm,
  ZClientSeatForm,
  ZProfileStage2,
} from "@/lib/hiring/schema";
import { ZAddManager, ZUpdateManager } from "@/lib/account/managers/schema";
import { MESSAGES } from "@/lib/errors";
import { call, tokenFor } from "../integration/support/http";
import { createManager } from "../factories/companies";
import { createUser } from "../factories/users";
import { day, fieldMessages, messagesOf, parsed } from "./support";

const db = getDb();

describe("[spec 1 §5] client new-employee request", () => {
  const valid = { variant: "client", countryCode: "DE", desiredStartDate: day(30), acceptTerms: true };

  it("[spec 1 §5] country is required ('Please enter a country')", () => {
    expect(messagesOf(ZClientSeatForm, { ...valid, countryCode: "" }, "countryCode")).toEqual([
      "Please enter a country",
    ]);
  });

  it("[spec 1 §5] first name, last name and purchase order are optional", () => {
    expect(fieldMessages(ZClientSeatForm, valid)).toEqual({});
    expect(fieldMessages(ZClientSeatForm, { ...valid, firstName: "", lastName: "", purchaseOrderNumber: "" })).toEqual(
      {},
    );
  });

  it("[spec 1 §5] the desired start date is required ('Please enter a start date')", () => {
    expect(messagesOf(ZClientSeatForm, { ...valid, desiredStartDate: "" }, "desiredStartDate")).toEqual([
      "Please enter a start date",
    ]);
  });

  it("[spec 1 §5] the desired start date must be a date ('Please enter a valid start date')", () => {
    expect(messagesOf(ZClientSeatForm, { ...valid, desiredStartDate: "2031-02-31" }, "desiredStartDate")).toEqual([
      "Please enter a valid start date",
    ]);
  });

  it("[spec 1 §5] the desired start date must be in the future ('Please enter date in future')", () => {
    for (const past of [day(0), day(-1)])
      expect(messagesOf(ZClientSeatForm, { ...valid, desiredStartDate: past }, "desiredStartDate")).toEqual([
        "Please enter date in future",
      ]);
    expect(messagesOf(ZClientSeatForm, { ...valid, desiredStartDate: day(1) }, "desiredStartDate")).toEqual([]);
  });

  it("[spec 1 §5] the request cannot be submitted until the terms checkbox is ticked", () => {
    expect(messagesOf(ZClientSeatForm, { ...valid, acceptTerms: false }, "acceptTerms")).toHaveLength(1);
  });
});

describe("[spec 1 §5] admin hire form", () => {
  const schema = makeZAdminSeatForm();
  const valid = {
    variant: "admin",
    countryCode: "DE",
    firstName: "Ada",
    lastName: "Lovelace",
    desiredStartDate: day(30),
    employeeType: "EOR",
    billingCurrency: "EUR",
    managementFeeAmount: 549,
    setupFeeAmount: 460,
    setupFeeStructure: "PER_EMPLOYEE",
    depositType: "ZERO_DEPOSIT_INSURANCE",
    zeroDepositFee: 89,
  };

  it("[spec 1 §5] first and last name are required ('Please provide a first name', 'Please provide a last name')", () => {
    const errors = fieldMessages(schema, { ...valid, firstName: " ", lastName: "" });
    expect(errors.firstName).toEqual(["Please provide a first name"]);
    expect(errors.lastName).toEqual(["Please provide a last name"]);
  });

  it("[spec 1 §5] employee type, setup fee structure and deposit type are required", () => {
    const errors = fieldMessages(schema, {
      ...valid,
      employeeType: undefined,
      setupFeeStructure: undefined,
      depositType: undefined,
    });
    expect(errors.employeeType).toEqual(["Please choose an employee type"]);
    expect(errors.setupFeeStructure).toHaveLength(1);
    expect(errors.depositType).toHaveLength(1);
  });

  it("[spec 1 §5] billing currency is one of USD, EUR, GBP, CAD, SEK", () => {
    for (const currency of ["USD", "EUR", "GBP", "CAD", "SEK"])
      expect(messagesOf(schema, { ...valid, billingCurrency: currency }, "billingCurrency")).toEqual([]);
    for (const currency of ["CHF", "JPY", ""])
      expect(messagesOf(schema, { ...valid, billingCurrency: currency }, "billingCurrency")).toHaveLength(1);
  });

  it("[spec 1 §5] management and setup fees are numbers at least 0 with at most two decimals", () => {
    expect(fieldMessages(schema, { ...valid, managementFeeAmount: 0, setupFeeAmount: 0 })).toEqual({});
    expect(messagesOf(schema, { ...valid, managementFeeAmount: -1 }, "managementFeeAmount")).toHaveLength(1);
    expect(messagesOf(schema, { ...valid, setupFeeAmount: -0.01 }, "setupFeeAmount")).toHaveLength(1);
    expect(messagesOf(schema, { ...valid, managementFeeAmount: 1.234 }, "managementFeeAmount")).toEqual([
      "Please use at most two decimals",
    ]);
    expect(messagesOf(schema, { ...valid, setupFeeAmount: 10.5 }, "setupFeeAmount")).toEqual([]);
  });

  it("[spec 1 §5] the start date is at least 3 business days ahead ('Sorry we are not able to onboard in less then two business days.')", () => {
    // A Wednesday: 3 business days ahead is the Monday after.
    const wednesday = new Date(2031, 0, 1);
    const weekendStrict = makeZAdminSeatForm([0, 6]);
    jest.useFakeTimers({ now: wednesday, doNotFake: ["nextTick", "setImmediate"] });
    try {
      expect(messagesOf(weekendStrict, { ...valid, desiredStartDate: "2031-01-03" }, "desiredStartDate")).toEqual([
        "Sorry we are not able to onboard in less then two business days.",
      ]);
      expect(messagesOf(weekendStrict, { ...valid, desiredStartDate: "2031-01-05" }, "desiredStartDate")).toEqual([
        "Sorry we are not able to onboard in less then two business days.",
      ]);
      expect(messagesOf(weekendStrict, { ...valid, desiredStartDate: "2031-01-06" }, "desiredStartDate")).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("[spec 1 §5] Zero Deposit Insurance requires a deposit fee of at least 1", () => {
    expect(messagesOf(schema, { ...valid, zeroDepositFee: 0.5 }, "zeroDepositFee")).toEqual([
      "Please enter a deposit fee of at least 1",
    ]);
    expect(messagesOf(schema, { ...valid, zeroDepositFee: 1 }, "zeroDepositFee")).toEqual([]);
  });

  it("[spec 1 §5] Advanced Payment Deposit needs 10, 15, 20 or Other with an agreed percentage at least 1", () => {
    const apd = { ...valid, depositType: "ADVANCED_PAYMENT_DEPOSIT", zeroDepositFee: undefined };
    expect(messagesOf(schema, apd, "apdChoice")).toEqual(["Please choose a deposit percentage"]);
    for (const choice of ["10", "15", "20"]) expect(fieldMessages(schema, { ...apd, apdChoice: choice })).toEqual({});
    expect(messagesOf(schema, { ...apd, apdChoice: "25" }, "apdChoice")).toHaveLength(1);
    expect(messagesOf(schema, { ...apd, apdChoice: "other", apdOtherPercent: 0 }, "apdOtherPercent")).toEqual([
      "Please enter an agreed percentage of at least 1",
    ]);
    expect(fieldMessages(schema, { ...apd, apdChoice: "other", apdOtherPercent: 1 })).toEqual({});
  });

  it("[spec 1 §5] salary variant: amount at least 1 ('Please enter a valid annual base salary amount') and a currency", () => {
    const withSalary = { ...valid, includeSalary: true, annualBaseSalaryCurrency: "EUR" };
    expect(messagesOf(schema, { ...withSalary, annualBaseSalaryAmount: 0 }, "annualBaseSalaryAmount")).toEqual([
      "Please enter a valid annual base salary amount",
    ]);
    expect(
      messagesOf(
        schema,
        { ...withSalary, annualBaseSalaryAmount: 1, annualBaseSalaryCurrency: "" },
        "annualBaseSalaryCurrency",
      ),
    ).toHaveLength(1);
    expect(fieldMessages(schema, { ...withSalary, annualBaseSalaryAmount: 1 })).toEqual({});
  });

  it("[spec 1 §5] deposit types by employee type: EOR No Deposit (internal only), ZDI, APD; PEO and Virtual Employer only No Deposit", () => {
    expect(depositTypesFor("EOR", false)).toEqual(["ZERO_DEPOSIT_INSURANCE", "ADVANCED_PAYMENT_DEPOSIT"]);
    expect(depositTypesFor("EOR", true)).toEqual(["NO_DEPOSIT", "ZERO_DEPOSIT_INSURANCE", "ADVANCED_PAYMENT_DEPOSIT"]);
    expect(depositTypesFor("PEO", false)).toEqual(["NO_DEPOSIT"]);
    expect(depositTypesFor("VIRTUAL_EMPLOYER", false)).toEqual(["NO_DEPOSIT"]);
    expect(messagesOf(schema, { ...valid, employeeType: "PEO" }, "depositType")).toEqual([
      "Only No Deposit is available for this employee type",
    ]);
    expect(
      fieldMessages(schema, { ...valid, employeeType: "PEO", depositType: "NO_DEPOSIT", zeroDepositFee: undefined }),
    ).toEqual({});
  });
});

describe("[spec 1 §5] complete profile", () => {
  const stage1 = {
    countryCode: "DE",
    citizenship: "DE",
    firstName: "Ada",
    lastName: "Lovelace",
    personalEmail: "ada@example.com",
    rightToWorkCheckCompleted: "yes",
  };
  const address = { addressLine1: "Main St 1", city: "Berlin", country: "DE", postalCode: "10115" };

  it("[spec 1 §5] stage 1: country, citizenship, first and last name are required", () => {
    const errors = fieldMessages(profileStage1Schema(false), {
      ...stage1,
      countryCode: "",
      citizenship: "",
      firstName: "",
      lastName: "",
    });
    expect(errors.countryCode).toEqual(["Please enter a country"]);
    expect(errors.citizenship).toEqual(["Please enter your citizenship"]);
    expect(errors.firstName).toEqual(["Please enter first name"]);
    expect(errors.lastName).toEqual(["Please enter last name"]);
  });

  it("[spec 1 §5] stage 1: the personal e-mail is required, unspaced and valid with a known top-level domain", () => {
    const email = (personalEmail: unknown) =>
      messagesOf(profileStage1Schema(false), { ...stage1, personalEmail }, "personalEmail");
    expect(email("")).toEqual(["Please enter an email address"]);
    expect(email(undefined)).toEqual(["Please enter an email address"]);
    expect(email(" ada@example.com")).toEqual([
      "Email addresses should not contain any spaces at the beginning or the end",
    ]);
    expect(email("ada@example")).toEqual(["Please enter a valid email address"]);
    expect(email("ada@example.notatld")).toEqual(["Please enter a valid email address"]);
    expect(email("ada@example.co.uk")).toEqual([]);
  });

  it("[spec 1 §5] stage 1: the private address is required only when flagged (line 1, city and postal code non-empty)", () => {
    expect(fieldMessages(profileStage1Schema(false), stage1)).toEqual({});
    const errors = fieldMessages(profileStage1Schema(true), {
      ...stage1,
      privateAddress: { addressLine1: "", city: "", country: "DE", postalCode: "" },
    });
    expect(errors["privateAddress.addressLine1"]).toEqual(["Please enter an address"]);
    expect(errors["privateAddress.city"]).toEqual(["Please enter a city"]);
    expect(errors["privateAddress.postalCode"]).toEqual(["Please enter a postal code"]);
    expect(fieldMessages(profileStage1Schema(true), { ...stage1, privateAddress: address })).toEqual({});
  });

  it("[spec 1 §5] stage 1: the right-to-work answer is required ('Please choose a value')", () => {
    expect(
      messagesOf(
        profileStage1Schema(false),
        { ...stage1, rightToWorkCheckCompleted: undefined },
        "rightToWorkCheckCompleted",
      ),
    ).toEqual(["Please choose a value"]);
  });

  it("[spec 1 §5] stage 2: job title, description, salary, location type and city, and benefits enrollment are required", () => {
    const errors = fieldMessages(ZProfileStage2, {
      jobTitle: "",
      jobDescription: "",
      annualBaseSalaryAmount: "",
      annualBaseSalaryCurrency: "EUR",
      locationOfWorkType: "",
      locationOfWorkCity: "",
    });
    expect(errors.jobTitle).toEqual(["Please enter a job title"]);
    expect(errors.jobDescription).toEqual(["Please enter a job description"]);
    expect(errors.annualBaseSalaryAmount).toEqual(["Please enter a valid annual base salary amount"]);
    expect(errors.locationOfWorkType).toEqual(["Please enter a location of work"]);
    expect(errors.locationOfWorkCity).toEqual(["Please enter a city"]);
    expect(errors.hasSupplementaryBenefits).toEqual(["Please choose a value"]);
  });
});

describe("[spec 1 §5] employee edit fields", () => {
  const edit = (values: Record<string, unknown>) => fieldMessages(ZEmployeeEdit, values);

  it("[spec 1 §5] first and last name ('Please enter first name', 'Please enter last name')", () => {
    expect(edit({ firstName: " ", lastName: "" })).toEqual({
      firstName: ["Please enter first name"],
      lastName: ["Please enter last name"],
    });
  });

  it("[spec 1 §5] gender is Male, Female or X ('Please select a gender')", () => {
    for (const gender of ["Male", "Female", "X"]) expect(edit({ gender })).toEqual({});
    expect(edit({ gender: "Other" })).toEqual({ gender: ["Please select a gender"] });
  });

  it("[spec 1 §5] phone number: only '+' and digits, 5 to 15 characters", () => {
    expect(edit({ phoneNumber: "" }).phoneNumber).toContain("Please enter a phone number");
    expect(edit({ phoneNumber: "+49 151" }).phoneNumber).toEqual(["Please enter a valid phone number"]);
    expect(edit({ phoneNumber: "+123" }).phoneNumber).toEqual(["Please enter a longer phone number"]);
    expect(edit({ phoneNumber: "+" + "1".repeat(15) }).phoneNumber).toEqual(["Please enter a shorter phone number"]);
    expect(edit({ phoneNumber: "+1234" })).toEqual({});
    expect(edit({ phoneNumber: "1".repeat(15) })).toEqual({});
  });

  it("[spec 1 §5] the work e-mail may be empty, otherwise valid and unspaced", () => {
    expect(edit({ workEmail: "" })).toEqual({});
    expect(edit({ workEmail: "ada@example.com " }).workEmail).toContain(
      "Email addresses should not contain any spaces at the beginning or the end",
    );
    expect(edit({ workEmail: "not-an-email" }).workEmail).toEqual(["Please enter a valid email address"]);
  });

  it("[spec 1 §5] job title and description ('Please enter a job title', 'Please enter a job description')", () => {
    expect(edit({ jobTitle: "", jobDescription: "" })).toEqual({
      jobTitle: ["Please enter a job title"],
      jobDescription: ["Please enter a job description"],
    });
  });

  it("[spec 1 §5] the location of work type is required ('Please enter a location of work')", () => {
    expect(edit({ locationOfWorkType: "" })).toEqual({ locationOfWorkType: ["Please enter a location of work"] });
  });

  it("[spec 1 §5] annual base salary amount and currency ('Please enter a valid annual base salary')", () => {
    expect(edit({ annualBaseSalaryAmount: "sixty" })).toEqual({
      annualBaseSalaryAmount: ["Please enter a valid annual base salary"],
    });
    expect(edit({ annualBaseSalaryCurrency: "EU" })).toEqual({
      annualBaseSalaryCurrency: ["Please enter a valid annual base salary"],
    });
  });

  it("[spec 1 §5] the start date is YYYY-MM-DD ('Please enter a start date') and in the future ('Please enter a date in the future')", () => {
    expect(edit({ startDate: "01/02/2031" })).toEqual({
      startDate: ["Please enter a start date", "Please enter a date in the future"],
    });
    expect(edit({ startDate: day(-1) })).toEqual({ startDate: ["Please enter a date in the future"] });
    expect(edit({ startDate: day(10) })).toEqual({});
  });

  it("[spec 1 §5] the first pay date is YYYY-MM-DD or empty ('Please enter a date in the correct format')", () => {
    expect(edit({ firstPayDate: "" })).toEqual({});
    expect(edit({ firstPayDate: "2031/01/31" })).toEqual({
      firstPayDate: ["Please enter a date in the correct format"],
    });
  });

  it("[spec 1 §5] hours of work, probationary period and holiday entitlement are required", () => {
    expect(edit({ hoursOfWork: "" })).toEqual({ hoursOfWork: ["Please enter hours of work"] });
    expect(edit({ probationaryPeriodLength: "six" })).toEqual({
      probationaryPeriodLength: ["Please enter a probationary period"],
    });
    expect(edit({ holidayAllowanceValue: -1 })).toEqual({
      holidayAllowanceValue: ["Please enter holiday entitlement"],
    });
    expect(edit({ holidayAllowanceType: "" })).toEqual({ holidayAllowanceType: ["Please enter holiday entitlement"] });
  });

  it("[spec 1 §5] the date of birth gives a minimum age of 16 ('Please enter a valid age, minimum age should be 16')", () => {
    const message = ["Please enter a valid age, minimum age should be 16"];
    expect(edit({ dateOfBirth: day(-15 * 366) })).toEqual({ dateOfBirth: message });
    expect([...new Set(edit({ dateOfBirth: "17.05.1990" }).dateOfBirth)]).toEqual(message);
    expect(edit({ dateOfBirth: day(-17 * 366) })).toEqual({});
  });

  it("[spec 1 §5] citizenship, onboarding status, social insurance number and employee type are required", () => {
    expect(edit({ citizenship: "" })).toEqual({ citizenship: ["Please enter your citizenship"] });
    expect(edit({ onboardingStatus: "Done" })).toEqual({ onboardingStatus: ["Please choose a status"] });
    expect(edit({ socialInsuranceNumber: " " })).toEqual({
      socialInsuranceNumber: ["Please enter your Social insurance number"],
    });
    expect(edit({ employeeType: "Freelancer" })).toEqual({ employeeType: ["Please choose an employee type"] });
  });

  it("[spec 1 §5] the account number is required when the IBAN is empty ('Please enter Account number or Iban')", () => {
    expect(edit({ iban: "", accountNumber: "" })).toEqual({ accountNumber: ["Please enter Account number or Iban"] });
    expect(edit({ iban: "DE89370400440532013000", accountNumber: "" })).toEqual({});
    expect(edit({ iban: "", accountNumber: "12345678" })).toEqual({});
  });

  // "bicSwift and number at most 20 characters" (§5, §9): the number is the bank account number beside it.
  it("[spec 1 §5] BIC/SWIFT and account number are at most 20 characters", () => {
    expect(edit({ bicSwift: "A".repeat(20), accountNumber: "1".repeat(20) })).toEqual({});
    expect(Object.keys(edit({ bicSwift: "A".repeat(21) }))).toEqual(["bicSwift"]);
    expect(Object.keys(edit({ accountNumber: "1".repeat(21) }))).toEqual(["accountNumber"]);
  });

  it("[spec 1 §5] deposit type is one of APD, Zero Deposit Insurance, No Deposit, None", () => {
    for (const depositType of ["ADVANCED_PAYMENT_DEPOSIT", "ZERO_DEPOSIT_INSURANCE", "NO_DEPOSIT", "NONE"])
      expect(edit({ depositType })).toEqual({});
    expect(Object.keys(edit({ depositType: "DEPOSIT" }))).toEqual(["depositType"]);
  });

  it("[spec 1 §5] supplementary benefits is yes, no or unknown", () => {
    for (const hasSupplementaryBenefits of ["yes", "no", "unknown"])
      expect(edit({ hasSupplementaryBenefits })).toEqual({});
    expect(Object.keys(edit({ hasSupplementaryBenefits: "maybe" }))).toEqual(["hasSupplementaryBenefits"]);
  });

  it("[spec 1 §5] Unlimited time off forces holiday days to 0", () => {
    expect(
      parsed(ZEmployeeEdit, { holidayAllowanceType: "UNLIMITED", holidayAllowanceValue: 25 }).holidayAllowanceValue,
    ).toBe(0);
  });

  it("[spec 1 §5] waiver cycles at most 12 ('Up to 12 billing cycles allowed')", () => {
    expect(edit({ managementFeeWaiverBillingCycles: 13 })).toEqual({
      managementFeeWaiverBillingCycles: ["Up to 12 billing cycles allowed"],
    });
    expect(edit({ managementFeeDiscountBillingCycles: 13 })).toEqual({
      managementFeeDiscountBillingCycles: ["Up to 12 billing cycles allowed"],
    });
    expect(edit({ managementFeeWaiverBillingCycles: 12, managementFeeDiscountBillingCycles: 12 })).toEqual({});
  });

  it("[spec 1 §5] waiver percentage 0 to 100 and period start YYYY-MM", () => {
    expect(Object.keys(edit({ managementFeeWaiverPercentage: 101 }))).toEqual(["managementFeeWaiverPercentage"]);
    expect(Object.keys(edit({ managementFeeWaiverPercentage: -1 }))).toEqual(["managementFeeWaiverPercentage"]);
    expect(Object.keys(edit({ managementFeeWaiverPeriodStart: "2031-13" }))).toEqual([
      "managementFeeWaiverPeriodStart",
    ]);
    expect(edit({ managementFeeWaiverPercentage: 100, managementFeeWaiverPeriodStart: "2031-01" })).toEqual({});
  });

  it("[spec 1 §5] waiver: any of the three set makes all three required, and percentage and cycles cannot be 0", () => {
    expect(
      edit({
        managementFeeWaiverPercentage: 50,
        managementFeeWaiverPeriodStart: "",
        managementFeeWaiverBillingCycles: "",
      }),
    ).toEqual({
      managementFeeWaiverPeriodStart: ["This field is required"],
      managementFeeWaiverBillingCycles: ["This field is required"],
    });
    expect(
      Object.keys(
        edit({
          managementFeeWaiverPercentage: 0,
          managementFeeWaiverPeriodStart: "2031-01",
          managementFeeWaiverBillingCycles: 0,
        }),
      ),
    ).toEqual(["managementFeeWaiverPercentage", "managementFeeWaiverBillingCycles"]);
  });
});

describe("[spec 1 §5] company edit", () => {
  it("[spec 1 §5] manager names, company name, country and onboarding stage are required with the spec's messages", () => {
    const errors = fieldMessages(ZUpdateCompany, {
      managerFirstName: "",
      managerLastName: "",
      companyName: "",
      countryOfRegistration: "",
      onboardingStage: "",
    });
    expect(errors).toEqual({
      managerFirstName: ["Please enter a name"],
      managerLastName: ["Please enter a name"],
      companyName: ["Please enter a company name"],
      countryOfRegistration: ["Please choose a country"],
      onboardingStage: ["Please enter an onboarding stage"],
    });
  });

  it("[spec 1 §5] invoicing e-mail required and valid; manager e-mail valid", () => {
    expect(fieldMessages(ZUpdateCompany, { invoicingEmail: "" })).toEqual({
      invoicingEmail: ["Please enter an email address"],
    });
    expect(fieldMessages(ZUpdateCompany, { invoicingEmail: "invoices@" })).toEqual({
      invoicingEmail: ["Please enter a valid email address"],
    });
    expect(fieldMessages(ZUpdateCompany, { managerEmail: "boss" })).toEqual({
      managerEmail: ["Please enter a valid email address"],
    });
  });

  it("[spec 1 §5] the primary contact is required for a manager and optional for others", () => {
    const values = {
      managerFirstName: "Ada",
      managerLastName: "Boss",
      managerEmail: "ada@example.com",
      contactName: "",
      contactPhoneNumber: " ",
    };
    const managerErrors = fieldMessages(companyFormSchema(true), values);
    expect(managerErrors.contactName).toEqual(["Please enter a name of a primary contact"]);
    expect(managerErrors.contactPhoneNumber).toEqual(["Please enter a phone number of a primary contact"]);
    expect(fieldMessages(ZUpdateCompany, { contactName: null, contactPhoneNumber: null })).toEqual({});
  });

  it("[spec 1 §5] FX conversion percent, salary prepayment terms and multiplier are at least 0", () => {
    expect(
      fieldMessages(ZUpdateCompany, {
        fxConversionPercent: 0,
        salaryPrepaymentTerms: 0,
        salaryPrepaymentMultiplier: 0,
      }),
    ).toEqual({});
    const errors = fieldMessages(ZUpdateCompany, {
      fxConversionPercent: -1,
      salaryPrepaymentTerms: -1,
      salaryPrepaymentMultiplier: "-0.5",
    });
    expect(Object.keys(errors).sort()).toEqual([
      "fxConversionPercent",
      "salaryPrepaymentMultiplier",
      "salaryPrepaymentTerms",
    ]);
  });
});

describe("[spec 1 §5] manager form", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Boss",
    jobTitle: "CTO",
    department: "Engineering",
    email: "ada@example.com",
  };

  it("[spec 1 §5] add: first name, last name, job title and department are required with the spec's messages", () => {
    expect(fieldMessages(ZAddManager, { email: valid.email })).toEqual({
      firstName: ["Please enter a first name"],
      lastName: ["Please enter a last name"],
      jobTitle: ["Please enter a job title"],
      department: ["Please select a department"],
    });
  });

  it("[spec 1 §5] add: the department comes from the fixed list", () => {
    expect(fieldMessages(ZAddManager, valid)).toEqual({});
    expect(fieldMessages(ZAddManager, { ...valid, department: "Research" })).toEqual({
      department: ["Please select a department"],
    });
  });

  it("[spec 1 §5] add: e-mail required, trimmed and valid with a known top-level domain", () => {
    const email = (value: unknown) => messagesOf(ZAddManager, { ...valid, email: value }, "email");
    expect(email("")).toEqual(["Please enter an email address"]);
    expect(email(" ada@example.com")).toEqual([
      "Email addresses should not contain any spaces at the beginning or end",
    ]);
    expect(email("ada@example")).toEqual(["Please enter a valid email"]);
    expect(email("ada@example.notatld")).toEqual(["Please enter a valid email"]);
    expect(email("ada@example.de")).toEqual([]);
  });

  it("[spec 1 §5] edit: job title is a string and the department from the allowed list ('Please select a valid department')", () => {
    expect(fieldMessages(ZUpdateManager, { jobTitle: "", department: "Research" })).toEqual({
      jobTitle: ["Please enter a job title"],
      department: ["Please select a valid department"],
    });
    expect(fieldMessages(ZUpdateManager, { jobTitle: "CFO", department: "Finance" })).toEqual({});
  });
});

describe("[spec 1 §5] account edit", () => {
  it("[spec 1 §5] display name, first name, last name and e-mail with the spec's messages", () => {
    expect(fieldMessages(ZAccountForm, { displayName: "", firstName: "", lastName: "", email: "" })).toEqual({
      displayName: ["Please enter a name"],
      firstName: ["Please enter a first name"],
      lastName: ["Please enter a last name"],
      email: ["Please enter an email address"],
    });
    expect(
      messagesOf(ZAccountForm, { displayName: "A", firstName: "A", lastName: "B", email: "a@b" }, "email"),
    ).toEqual(["Please enter a valid email address"]);
  });
});

describe("[spec 1 §5] dynamic contract questionnaire fields", () => {
  const entry = (
    type: EntryDefinition["type"],
    required: boolean,
    extra: Partial<EntryDefinition> = {},
  ): EntryDefinition => ({
    attribute: "answer",
    question_plain_text: "Question",
    type,
    required,
    party_id: "ClientManager",
    options: [
      { value: "a", label: "A" },
      { value: "b", label: "B" },
    ],
    ...extra,
  });
  const check = (definition: EntryDefinition, value: unknown) =>
    validateAnswers([definition], { answer: value as string }).answer ?? [];

  it("[spec 1 §5] number: required 'Please enter a number', invalid 'Please enter a valid number'", () => {
    expect(check(entry("number", true), "")).toEqual(["Please enter a number"]);
    expect(check(entry("number", false), "")).toEqual([]);
    expect(check(entry("number", false), "ten")).toEqual(["Please enter a valid number"]);
    expect(check(entry("number", true), "10")).toEqual([]);
  });

  it("[spec 1 §5] text: 'Please enter a value'", () => {
    expect(check(entry("text", true), "")).toEqual(["Please enter a value"]);
    expect(check(entry("text", true), "Berlin")).toEqual([]);
  });

  it("[spec 1 §5] select must be one of the options ('Please select value')", () => {
    expect(check(entry("select_list", true), "")).toEqual(["Please select value"]);
    expect(check(entry("select_list", false), "c")).toEqual(["Please select value"]);
    expect(check(entry("select_list", true), "a")).toEqual([]);
  });

  it("[spec 1 §5] date: required 'Please enter a date', invalid 'Please enter a valid date'", () => {
    expect(check(entry("date", true), "")).toEqual(["Please enter a date"]);
    expect(check(entry("date", false), "31/01/2031")).toEqual(["Please enter a valid date"]);
    expect(check(entry("date", true), "2031-01-31")).toEqual([]);
  });

  it("[spec 1 §5] radio: 'Please select a value' or 'Please select a valid option'", () => {
    expect(check(entry("radio_button", true), "")).toEqual(["Please select a value"]);
    expect(check(entry("radio_button", true), "z")).toEqual(["Please select a valid option"]);
    expect(check(entry("radio_button", true), "b")).toEqual([]);
  });

  it("[spec 1 §5] checkbox must be ticked when required; the message is the hint or 'Please check the box'", () => {
    expect(check(entry("checkbox", true), false)).toEqual(["Please check the box"]);
    expect(check(entry("checkbox", true, { hint: "Please confirm the clause" }), false)).toEqual([
      "Please confirm the clause",
    ]);
    expect(check(entry("checkbox", true), true)).toEqual([]);
  });
});

describe("[spec 1 §5] contract edit request", () => {
  const valid = {
    employeeId: "e1",
    companyId: "c1",
    documentId: "d1",
    reviewType: "REWORD",
    reviewClause: "Salary",
    details: "Please reword the bonus clause.",
  };

  it("[spec 1 §5] review type is one of the allowed types ('Please select review type among' the list)", () => {
    expect(messagesOf(ZCreateAmendment, { ...valid, reviewType: "Rewrite" }, "reviewType")).toEqual([
      "Please select review type among Reword, Add clause, Remove clause",
    ]);
  });

  it("[spec 1 §5] review clause is one of the 18 clauses ('Please select review clause from the above options')", () => {
    expect(messagesOf(ZCreateAmendment, { ...valid, reviewClause: "Parking" }, "reviewClause")).toEqual([
      "Please select review clause from the above options",
    ]);
  });

  it("[spec 1 §5] details are required ('Please provide more info'); the clause number is optional", () => {
    expect(messagesOf(ZCreateAmendment, { ...valid, details: " " }, "details")).toEqual(["Please provide more info"]);
    expect(fieldMessages(ZCreateAmendment, valid)).toEqual({});
    expect(fieldMessages(ZCreateAmendment, { ...valid, reviewClauseNumber: "4.2" })).toEqual({});
  });
});

describe("[spec 1 §5] benefits, uploads, archive", () => {
  it("[spec 1 §5] REMIND_LATER requires the consent checkbox", () => {
    expect(choiceError(false, "REMIND_LATER", false)).not.toBeNull();
    expect(choiceError(false, "REMIND_LATER", true)).toBeNull();
    expect(choiceError(false, "NO", false)).toBeNull();
  });

  it("[spec 1 §5] uploads: images, pdf and word documents only ('This file type is not allowed. Please upload an image, pdf or word document.')", () => {
    const message = "This file type is not allowed. Please upload an image, pdf or word document.";
    expect(checkFileMeta({ name: "payslip.exe", type: "application/x-msdownload", size: 10 })).toBe(message);
    expect(checkFileMeta({ name: "table.csv", type: "text/csv", size: 10 })).toBe(message);
    for (const [name, type] of [
      ["scan.pdf", "application/pdf"],
      ["photo.jpg", "image/jpeg"],
      ["photo.png", "image/png"],
      ["letter.doc", "application/msword"],
      ["letter.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ])
      expect(checkFileMeta({ name, type, size: 10 })).toBeNull();
  });

  it("[spec 1 §5] uploads: at most 15 MB ('The maximum file size is 15 MB. Please upload a smaller file.')", () => {
    expect(checkFileMeta({ name: "scan.pdf", type: "application/pdf", size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(checkFileMeta({ name: "scan.pdf", type: "application/pdf", size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      "The maximum file size is 15 MB. Please upload a smaller file.",
    );
  });

  it("[spec 1 §5] archive seat needs a reason ('Please select the reason for archiving') and the typed word ARCHIVE ('Please type word \"ARCHIVE\"')", () => {
    expect(fieldMessages(ZArchiveSeatForm, { kind: "archive", confirmation: "archive" })).toEqual({
      archiveReason: ["Please select the reason for archiving"],
      confirmation: ['Please type word "ARCHIVE"'],
    });
    expect(
      fieldMessages(ZArchiveSeatForm, { kind: "archive", archiveReason: "dropout", confirmation: "ARCHIVE" }),
    ).toEqual({});
  });

  it("[spec 1 §5] change country needs the typed words CHANGE COUNTRY", () => {
    expect(
      messagesOf(
        ZArchiveSeatForm,
        { kind: "change-country", countryCode: "FR", confirmation: "CHANGE" },
        "confirmation",
      ),
    ).toEqual(['Please type word "CHANGE COUNTRY"']);
    expect(
      fieldMessages(ZArchiveSeatForm, { kind: "change-country", countryCode: "FR", confirmation: "CHANGE COUNTRY" }),
    ).toEqual({});
  });
});

describe("[spec 1 §5] duplicate e-mail", () => {
  it("[spec 1 §5] a duplicate e-mail on creating a manager answers 409 through the route handler", async () => {
    const { user, companyId } = await createManager(db, { scopes: ["employees:*", "super-manager"] });
    const taken = await createUser(db, { roles: ["employee"] });
    const res = await call<{ message: string; fieldErrors?: Record<string, string[]> }>(managersRoute.POST, {
      method: "POST",
      path: `/api/companies/${companyId}/managers`,
      params: { companyId },
      token: await tokenFor(user.id),
      json: { firstName: "Dup", lastName: "Licate", jobTitle: "CFO", department: "Finance", email: taken.email },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This email is already associated with a user in the platform");
    expect(res.body.fieldErrors?.email).toEqual([MESSAGES.duplicateManager]);
    expect(MESSAGES.duplicateEmail).toBe("This email address already exists, please use a different email");
  });
});
