// Finding 12: toasts meet WCAG AA contrast (4.5:1 for 13 px text); Sonner's own success pair was 4.25:1.
import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { Providers, TOAST_COLOURS } from "@/components/providers";

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe("toast colours", () => {
  it("Sonner's default success pair was below AA (the check can fail)", () => {
    // hsl(140,100%,27%) on hsl(143,85%,96%)
    expect(contrast("#008a2e", "#ecfdf3")).toBeLessThan(4.5);
  });

  it.each(Object.entries(TOAST_COLOURS))("%s text reaches 4.5:1 on its background", (_type, c) => {
    expect(contrast(c.text, c.bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("the toaster rendered by the providers carries those colours", async () => {
    render(<Providers>page</Providers>);
    act(() => {
      toast.success("Order form accepted");
    });
    const item = await screen.findByText("Order form accepted");
    const toaster = item.closest("[data-sonner-toaster]") as HTMLElement;
    expect(toaster.style.getPropertyValue("--success-text")).toBe(TOAST_COLOURS.success.text);
    expect(toaster.style.getPropertyValue("--success-bg")).toBe(TOAST_COLOURS.success.bg);
  });
});
