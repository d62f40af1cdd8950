import { pageRule, type PrintPaper } from '@/lib/print-page';

/**
 * The paper the screen prints on (docs/screens.md#prints), for as long as the print is shown: a
 * page's print asks for it through its `@page` rule, and drops it when it goes.
 */
export function PrintPage({ paper }: { paper: PrintPaper }) {
  return <style>{pageRule(paper)}</style>;
}
