// Every Mantine part on the page has its stylesheet: each of its module classes (`m_` and eight hex
// digits) appears in a rule of a sheet the page holds. A component drawn with another's parts
// (SegmentedControl's FloatingIndicator, an Anchor in a link) needs that one's sheet too; without
// it the part is drawn unstyled. Checked on every route of the screenshot sheet and at the end of
// every browser test (support/test.ts), whatever dialog or menu it left open.
import type { Page } from '@playwright/test';

/** The module classes on the page that no rule of its sheets mentions, with the part they style. */
export function mantinePartsWithoutSheets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const used = new Set<string>();
    for (const el of document.querySelectorAll('[class*="m_"]')) for (const c of el.classList) if (/^m_[0-9a-f]{8}$/.test(c)) used.add(c);
    let text = '';
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) text += `${rule.selectorText}\n`;
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return [...used]
      .filter((c) => !text.includes(c))
      .map((c) => {
        const el = document.querySelector(`.${c}`);
        return `${c} (${[...(el?.classList ?? [])].find((k) => k.startsWith('mantine-')) ?? el?.tagName})`;
      });
  });
}
