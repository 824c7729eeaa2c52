"use client";

// One page-view record per matched route (spec 1 section 2): the path with its dynamic values
// replaced by their parameter names, e.g. /companies/[companyId].
import { useEffect } from "react";
import { useParams, usePathname } from "next/navigation";

export function PageViewTracker() {
  const pathname = usePathname();
  const params = useParams();
  useEffect(() => {
    let routePattern = pathname;
    for (const [name, value] of Object.entries(params ?? {})) {
      const values = Array.isArray(value) ? value : [value];
      for (const v of values)
        if (v)
          routePattern = routePattern.replace(`/${encodeURIComponent(v)}`, `/[${name}]`).replace(`/${v}`, `/[${name}]`);
    }
    if (document.documentElement.dataset.readOnly === "true") return; // a write: refused in read-only mode
    fetch("/api/page-views", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: routePattern, path: pathname }),
      keepalive: true,
    }).catch(() => {});
  }, [pathname, params]);
  return null;
}
