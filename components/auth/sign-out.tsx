"use client";

import { useEffect } from "react";
import { signOut } from "next-auth/react";

export function SignOut() {
  useEffect(() => {
    signOut({ redirect: false }).finally(() => window.location.assign("/login"));
  }, []);
  return null;
}
