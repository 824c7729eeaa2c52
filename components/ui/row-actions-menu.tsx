"use client";

// The "⋯" actions menu of a table row, on Radix DropdownMenu: arrow keys move between items, Escape closes
// and focus goes back to the trigger. Items that do not apply are simply left out by the caller.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Button } from "@/components/ui/button";

export type RowAction = { label: string; onSelect: () => void };

export function RowActionsMenu({ label, actions }: { label: string; actions: (RowAction | false | null)[] }) {
  const visible = actions.filter((a): a is RowAction => !!a);
  if (visible.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" aria-label={label}>
          ⋯
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 w-48 rounded-md border border-slate-200 bg-white p-1 shadow"
        >
          {visible.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              onSelect={action.onSelect}
              className="block w-full cursor-pointer rounded px-3 py-1.5 text-left text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
