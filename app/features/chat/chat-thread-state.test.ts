import { describe, expect, it } from "vitest";
import { type ChatMessageView, mergeMessages, nextPollDelay } from "./chat-thread-state";

const message = (id: number, body = `m${id}`): ChatMessageView => ({
  id,
  sender: "visitor",
  staffName: null,
  body,
  createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, id)).toISOString(),
});

describe("mergeMessages", () => {
  it("keeps each message once, ordered by id, whatever order the lists arrive in", () => {
    expect(mergeMessages([message(1), message(3)], [message(4), message(2), message(3)]).map((m) => m.id)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(mergeMessages([], [])).toEqual([]);
  });

  it("takes the later list's copy of a message", () => {
    expect(mergeMessages([message(1, "old")], [message(1, "new")])[0]!.body).toBe("new");
  });
});

describe("nextPollDelay", () => {
  it("polls every 3 seconds and backs off to 30 seconds while the connection is down", () => {
    expect([0, 1, 2, 3, 4, 50].map(nextPollDelay)).toEqual([3_000, 6_000, 12_000, 24_000, 30_000, 30_000]);
  });
});
