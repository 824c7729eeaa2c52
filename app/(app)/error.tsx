"use client";

import { ErrorBoundaryView } from "@/components/layout/error-boundary-view";

export default ErrorBoundaryView;
