/** What `rulesThatCannotFail` reads of axe's loaded rules and checks (axe-core keeps no public list of impacts). */
interface AxeAudit {
  rules: Array<{ id: string; impact?: string; any: AxeCheckRef[]; all: AxeCheckRef[]; none: AxeCheckRef[] }>;
  data: { checks: Record<string, { impact?: string } | undefined> };
}
type AxeCheckRef = string | { id: string };

/**
 * The axe rules that cannot fail a story test (src/testing/story-tests.tsx), which fails on serious
 * and critical violations only: a violation's impact is the highest impact among the checks that failed, and
 * every check of these rules (and the rule itself) is at most moderate. Skipping them leaves every
 * verdict as it was; `region` (content outside a landmark, which a story of one component always
 * has) and the landmark and heading-order rules are among them. Storybook's a11y panel runs them all.
 * Read from the axe-core build the caller loaded, so the list follows axe.
 */
export function rulesThatCannotFail(axe: object): string[] {
  const audit = (axe as { _audit?: AxeAudit })._audit;
  if (!audit?.rules || !audit.data?.checks) return [];
  const low = (impact: string | undefined) => impact === 'minor' || impact === 'moderate';
  const checkImpact = (ref: AxeCheckRef) => audit.data.checks[typeof ref === 'string' ? ref : ref.id]?.impact;
  return audit.rules
    .filter(
      (rule) => low(rule.impact) && [...rule.any, ...rule.all, ...rule.none].every((ref) => low(checkImpact(ref))),
    )
    .map((rule) => rule.id);
}
