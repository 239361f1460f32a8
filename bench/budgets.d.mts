export interface ByteBudget {
  jsOverReference: number;
  total: number;
  html: number;
  css: number;
  fonts: number;
}
export declare const referenceJs: number;
export declare const precacheLimit: number;
type KindBudget = Omit<ByteBudget, 'fonts'>;
export declare const byteBudgets: { landing: KindBudget; page: KindBudget; timetable: KindBudget };
export declare const fontBudgets: { en: number; bn: number };
export declare function budgetFor(route: string): ByteBudget;
export interface BudgetCheck {
  what: string;
  ok: boolean;
  message: string;
}
export declare function checkByteBudget(
  route: string,
  weight: { js: number; html: number; css: number; fonts: number; total: number },
  reference?: number,
): BudgetCheck[];
export declare const timingBudgets: {
  minPerformance: number;
  minAccessibility: number;
  minBestPractices: number;
  minSeo: number;
  maxCls: number;
  maxLcpRatio: number;
  maxTbtRatio: number;
  maxLandingLcpMs: number;
};
