"use client";

// The header's global search (people, companies, pay reports, invoices) as an ARIA combobox: the input (role=combobox)
// owns a listbox of results; ArrowDown/ArrowUp move the active option, Enter opens it, Escape closes the list
// (a second Escape clears the term). '/' or Ctrl+K (⌘K) anywhere focuses the input.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { SEARCH_MIN_LENGTH, SEARCH_KINDS, type SearchKind } from "@/lib/search/search-constants";
import type { SearchResult } from "@/lib/search/search-schema";
import { useGlobalSearch } from "@/components/layout/use-global-search";
import { GlobalSearchOptions } from "@/components/layout/global-search-options";

const KIND_LABELS: Record<SearchKind, string> = {
  people: "People",
  companies: "Companies",
  payReports: "Pay reports",
  invoices: "Invoices",
};

export type SearchOption = SearchResult & { kind: SearchKind; kindLabel: string; optionId: string };

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

export function GlobalSearch() {
  const router = useRouter();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data, error, pending } = useGlobalSearch(term);

  const options = useMemo<SearchOption[]>(
    () =>
      data && term.trim().length >= SEARCH_MIN_LENGTH
        ? SEARCH_KINDS.flatMap((kind) =>
            data[kind].map((r) => ({ ...r, kind, kindLabel: KIND_LABELS[kind], optionId: `${id}-${kind}-${r.id}` })),
          )
        : [],
    [data, id, term],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === "k" || event.key === "K") && (event.ctrlKey || event.metaKey);
      if (!shortcut && !(event.key === "/" && !isTyping(event.target))) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const choose = (option: SearchOption | undefined) => {
    if (!option) return;
    setOpen(false);
    setTerm("");
    router.push(option.href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === "Enter" && open && options.length) {
      // Enter opens the active result, or the first one when none is active yet.
      event.preventDefault();
      choose(options[Math.max(active, 0)]);
    } else if (event.key === "Escape") {
      if (open) setOpen(false);
      else setTerm("");
      setActive(-1);
    }
  };

  const expanded = open && options.length > 0;
  const listboxId = `${id}-results`;
  return (
    <div
      className="relative w-full sm:w-72"
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search people, companies, pay reports and invoices
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? options[active]?.optionId : undefined}
        aria-keyshortcuts="/ Control+K"
        autoComplete="off"
        placeholder="Search (press /)"
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => term && setOpen(true)}
        onKeyDown={onKeyDown}
        className={cn(
          "w-full min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500",
          "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
        )}
      />
      <GlobalSearchOptions
        id={listboxId}
        open={open && term.trim() !== ""}
        options={options}
        active={active}
        status={
          error
            ? "Search failed. Try again."
            : pending
              ? "Searching…"
              : term.trim().length < SEARCH_MIN_LENGTH
                ? `Type at least ${SEARCH_MIN_LENGTH} characters`
                : options.length
                  ? null
                  : "No results"
        }
        onChoose={choose}
        onHover={setActive}
      />
    </div>
  );
}
