/** More employees forgotten one by one than this, and every check is forgotten (the bookkeeping stays small). */
const MAX_FORGOTTEN = 10_000;

/**
 * Checks remembered per employee (and language) for one order and window, with a generation count:
 * a check a request computed is kept only if nothing about its employee was forgotten since that
 * request brought the memo up to date — it may predate a change applied meanwhile.
 */
export class RememberedChecks<C> {
  private results = new Map<string, Map<string, C | null>>();
  private generation = 0;
  private forgottenAt = new Map<string, number>();
  private allForgottenAt = 0;
  private orderState: string | undefined;

  /** A new state of the order (its row, its live assignments) drops every check. */
  forOrderState(state: string) {
    if (this.orderState !== state) this.forgetAll();
    this.orderState = state;
  }

  forget(employeeIds: Iterable<string>) {
    this.generation++;
    for (const id of employeeIds) {
      this.forgottenAt.set(id, this.generation);
      this.results.delete(id);
    }
    if (this.forgottenAt.size > MAX_FORGOTTEN) this.forgetAll();
  }

  forgetAll() {
    this.generation++;
    this.allForgottenAt = this.generation;
    this.results.clear();
    this.forgottenAt.clear();
  }

  /** The view of one request, taken right after the memo was brought up to date. */
  asOfNow() {
    const since = this.generation;
    return {
      /** The remembered check of an employee in a language; null: the employee vanished; undefined: not remembered. */
      get: (lang: string, employeeId: string): C | null | undefined => this.results.get(employeeId)?.get(lang),
      /** Keeps a check this request computed, unless its employee (or everyone) was forgotten meanwhile. */
      keep: (lang: string, employeeId: string, result: C | null) => {
        if (this.allForgottenAt > since || (this.forgottenAt.get(employeeId) ?? 0) > since) return;
        let byLang = this.results.get(employeeId);
        if (!byLang) this.results.set(employeeId, (byLang = new Map()));
        byLang.set(lang, result);
      },
    };
  }
}
