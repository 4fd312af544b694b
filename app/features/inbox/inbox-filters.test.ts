// The inbox's URL read as a filter: every known value kept, anything else left out with a sentence (never a
// failure), and written back in one canonical order that links, the export and saved views share.
import { describe, expect, it } from "vitest";
import { DEFAULT_INBOX_FILTER, extraFilterCount, inboxHref, inboxQuery, parseInboxFilter } from "./inbox-filters";

const read = (query: string, staffIds?: string[]) => parseInboxFilter(new URLSearchParams(query), staffIds);

describe("parseInboxFilter", () => {
  it("opens on open enquiries, latest activity first, page 1", () => {
    expect(read("")).toEqual({ filter: DEFAULT_INBOX_FILTER, notices: [] });
    expect(DEFAULT_INBOX_FILTER).toEqual({ status: "open", sort: "activity", page: 1 });
  });

  it("keeps every known value", () => {
    const { filter, notices } = read(
      "q=+Wanjiru+&kind=booking&stage=deposit_paid&owner=me&clock=nearing&status=all&from=2026-11-01&to=2026-11-30&sort=oldest&page=3",
    );
    expect(notices).toEqual([]);
    expect(filter).toEqual({
      q: "Wanjiru",
      kind: "booking",
      stage: "deposit_paid",
      owner: "me",
      clock: "nearing",
      status: "all",
      from: "2026-11-01",
      to: "2026-11-30",
      sort: "oldest",
      page: 3,
    });
  });

  it.each([
    ["kind=quote", "Kind “quote” is not one the inbox knows; showing every kind."],
    ["stage=won", "Stage “won” is not one the inbox knows; showing every stage."],
    ["clock=late", "Clock “late” is not one the inbox knows; showing every clock."],
    ["status=archived", "Status “archived” is not one the inbox knows; showing open enquiries."],
    ["sort=price", "Sort “price” is not one the inbox knows; latest activity first."],
    ["from=2026-02-30", "From “2026-02-30” is not a date; it was left out."],
    ["to=yesterday", "To “yesterday” is not a date; it was left out."],
    ["owner=../../etc", "No member of staff has that id; showing every owner."],
    ["from=2026-12-01&to=2026-11-01", "The From date is after the To date, so the dates were left out."],
    ["q=a%00b", "The search held characters nobody can type, so it was left out."],
  ])("leaves out %s with a notice", (query, notice) => {
    const { filter, notices } = read(query);
    expect(notices).toEqual([notice]);
    expect(filter).toEqual(DEFAULT_INBOX_FILTER);
  });

  it("takes an owner's id only when it is a member of staff's, when the list of staff is given", () => {
    expect(read("owner=abc_123").filter.owner).toBe("abc_123");
    expect(read("owner=abc_123", ["abc_123", "def"]).filter.owner).toBe("abc_123");
    const unknown = read("owner=zzz", ["abc_123"]);
    expect(unknown.filter.owner).toBeUndefined();
    expect(unknown.notices).toHaveLength(1);
    expect(read("owner=none", []).filter.owner).toBe("none");
  });

  it("reads a page number, silently keeping page 1 for nonsense and capping huge ones", () => {
    expect(read("page=0").filter.page).toBe(1);
    expect(read("page=-2").filter.page).toBe(1);
    expect(read("page=two").filter.page).toBe(1);
    expect(read("page=999999").filter.page).toBe(10_000);
  });

  it("cuts an over-long search, quotes a long bad value short", () => {
    expect(read(`q=${"x".repeat(500)}`).filter.q).toHaveLength(200);
    expect(read(`stage=${"y".repeat(100)}`).notices[0]).toContain(`“${"y".repeat(40)}…”`);
  });
});

describe("inboxQuery", () => {
  it("leaves defaults out and always writes the same order", () => {
    expect(inboxQuery(DEFAULT_INBOX_FILTER)).toBe("");
    const { filter } = read("sort=newest&owner=none&q=mara&status=closed&kind=chat&page=2");
    expect(inboxQuery(filter)).toBe("q=mara&kind=chat&owner=none&status=closed&sort=newest");
    expect(inboxQuery(filter, { withPage: true })).toBe("q=mara&kind=chat&owner=none&status=closed&sort=newest&page=2");
  });

  it("reads back as the same filter", () => {
    const { filter } = read("q=a+%26+b&stage=lost&clock=overdue&from=2026-01-01&to=2026-01-31&status=all");
    expect(read(inboxQuery(filter)).filter).toEqual(filter);
  });

  it("makes links that change one thing", () => {
    const { filter } = read("owner=me&page=4");
    expect(inboxHref(filter)).toBe("/admin/inbox?owner=me");
    expect(inboxHref(filter, { page: 5 }, true)).toBe("/admin/inbox?owner=me&page=5");
    expect(inboxHref(DEFAULT_INBOX_FILTER)).toBe("/admin/inbox");
  });

  it("counts the folded filters in use", () => {
    expect(extraFilterCount(read("q=x&status=all&sort=oldest").filter)).toBe(0);
    expect(extraFilterCount(read("kind=chat&owner=me&from=2026-01-01").filter)).toBe(3);
  });
});
