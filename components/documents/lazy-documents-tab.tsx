"use client";

// The Documents tab of the company and employee pages loads its client code (the upload form and its schema) apart
// from the page's first load; the server still renders it, with the data passed in.
import dynamic from "next/dynamic";
import { LazyLoading } from "@/components/ui/lazy-loading";

export const LazyDocumentsTab = dynamic(
  () => import("@/components/documents/documents-tab").then((m) => m.DocumentsTab),
  { loading: LazyLoading },
);
